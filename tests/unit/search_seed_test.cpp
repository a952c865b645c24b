// The specification's 8-puzzle seed (optimal: 14 moves, a published figure the state-space test
// confirms) through the searches that promise optimal plans, with statistics that must add up.
#include <gtest/gtest.h>

#include <string>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"

namespace polyplan {
namespace {

void expect_fourteen_moves(const std::string& configuration) {
  SCOPED_TRACE(configuration);
  auto problems =
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry());
  ASSERT_EQ(problems.size(), 1u);
  Task task(std::move(problems.front()));
  Environment environment(task);
  SearchResult result = SearchConfiguration::parse(configuration, "test").run(environment, SearchLimits{});

  ASSERT_EQ(result.status, SearchStatus::Solved) << to_string(result.status);
  EXPECT_EQ(result.plan.cost, 14);
  EXPECT_EQ(result.plan.moves.size(), 14u);
  PlanCheck check =
      validate_plan(environment, *SourceFile::from_text("plan.txt", format_moves(environment, result.plan)));
  EXPECT_TRUE(check.valid) << (check.failure ? check.failure->headline() : "");
  EXPECT_EQ(check.cost, 14);

  const SearchStatistics& statistics = result.statistics;
  EXPECT_GT(statistics.expanded, 0u);
  EXPECT_GE(statistics.generated, statistics.expanded);
  // Every 8-puzzle state has 2 to 4 successors, and no optimal search finds a 14-move plan by
  // expanding fewer states than the plan is long.
  EXPECT_LE(statistics.generated, 4 * statistics.expanded);
  EXPECT_GE(statistics.expanded, 14u);
  EXPECT_GT(statistics.ebf, 1.0);
  // A plan of 14 moves found by expansion (A*) ends at depth 14, by a goal test at generation
  // (breadth-first) one level earlier.
  EXPECT_GE(statistics.max_depth, 13);
  EXPECT_LE(statistics.max_depth, 14);
  EXPECT_GT(statistics.memory_bytes, 0u);
}

TEST(SearchSeed, BreadthFirstSolvesEightFourteenInFourteenMoves) { expect_fourteen_moves("bfs"); }
TEST(SearchSeed, BlindAStarSolvesEightFourteenInFourteenMoves) { expect_fourteen_moves("astar(blind)"); }
TEST(SearchSeed, GoalCountAStarSolvesEightFourteenInFourteenMoves) { expect_fourteen_moves("astar(goal-count)"); }

}  // namespace
}  // namespace polyplan
