// The target-path bound for short walks (docs/flying-block-heuristics.md, "Short walks pay for the
// pieces they cannot go round"), on a frame worked out by hand: a comb whose tooth moves at most
// three rows per step has two shortest walks, and a standing domino lies across both landing
// cells of the tooth, so every shortest walk meets the domino although each of its cells alone
// can be passed.
#include <gtest/gtest.h>

#include <array>

#include "domains/domain_registry.hpp"
#include "heuristics/flying_block/step_clearance.hpp"
#include "heuristics/flying_block/target_path.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/plan_states.hpp"

namespace polyplan {
namespace {

// Target 1: a body of five cells in the left column with a tooth on its middle row; four vacant
// cells, so k = 4 < 6 cells and a step moves the comb down at most three rows (three new body
// cells and the tooth's). From tooth row 2 to tooth row 7 that is two steps, landing the tooth on
// row 4 or row 5: domino 3 covers both. A three-step walk (tooth rows 3, 6) goes round it.
Problem comb() {
  return load_pzl(SourceFile::from_text("comb.pzl", R"((define (problem comb)
  (:domain flying-block)
  (:board :cells tokens """
     1 0
     1 0
     1 1
     1 0
     1 3
     2 3
     2 4
     5 4
     5 6
     7 0
     """)
  (:goal (at 1 (5 0) (6 0) (7 0) (7 1) (8 0) (9 0))))
)"),
                  "", domain_registry())
      .front();
}

TEST(ShortWalkBlockers, ADominoOnBothLandingCellsCountsForShortestWalksOnly) {
  Task task(comb());
  TargetPath path(task);
  StateValues start = task.initial_state();
  EXPECT_EQ(path.target_distance(start), 2);
  // Must-cover: the left column from row 5 down (pieces 2, 5, 7) and the goal's tooth cell (4).
  EXPECT_EQ(path.blocker_moves(start), 4);
  std::vector<int> occupants(static_cast<std::size_t>(task.frame().floor_count()));
  fill_occupants(task, start, path.target(), occupants);
  std::array<int, 4> short_walks{};
  EXPECT_EQ(path.blocker_moves_within(start, occupants, short_walks), 4);
  EXPECT_EQ(short_walks, (std::array<int, 4>{5, 4, 4, 4}));
}

// The breadth-first oracle's optimal plan takes 8 moves; along it the bound never overestimates
// what is left. (Consistency over whole spaces is checked for every heuristic by
// HeuristicAudit.EveryHeuristicKeepsItsDeclaredPromisesOnWholeStateSpaces; this space has more
// than two million states.)
TEST(ShortWalkBlockers, TargetPathCountsTheDominoAndNeverOverestimatesAlongAnOptimalPlan) {
  Task task(comb());
  Environment environment(task);
  HeuristicChoice choice = parse_heuristic("target-path", "test");
  std::unique_ptr<Heuristic> heuristic = choice.plugin->create(environment, choice.options);
  // Two steps with domino 3 among five pieces that must move: 2 + 5. Without it the bound was 6.
  EXPECT_EQ(heuristic->evaluate(environment.initial_state()), 7);
  SearchResult oracle = SearchConfiguration::parse("bfs", "test").run(environment, SearchLimits{});
  ASSERT_EQ(oracle.status, SearchStatus::Solved);
  ASSERT_EQ(oracle.plan.cost, 8);
  std::vector<StateValues> states = test_support::states_along(environment, oracle.plan);
  for (std::size_t i = 0; i < states.size(); ++i)
    EXPECT_LE(heuristic->evaluate(states[i]), static_cast<int>(states.size() - 1 - i)) << "after move " << i;
}

}  // namespace
}  // namespace polyplan
