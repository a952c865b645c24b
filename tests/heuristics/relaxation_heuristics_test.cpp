// h^max and h^add on the ground model: exact values on a worked example, and h^max admissible and
// consistent on the whole state space of a small instance of each family with a ground model.
#include <gtest/gtest.h>

#include <map>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "domains/ground_model.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "parser/load.hpp"
#include "planner/state_space.hpp"
#include "tests/support/spec_examples.hpp"

namespace polyplan {
namespace {

std::unique_ptr<Heuristic> make(const std::string& name, const Environment& environment) {
  const HeuristicPlugin* plugin = heuristic_registry().find(name);
  EXPECT_NE(plugin, nullptr) << name;
  return plugin->create(environment, {});
}

// Two blocks in an open 2x3 room, each two steps from its goal cell: h^max sees the longer of the
// two chains (2), h^add their sum (4), which here is the true cost, as is the relaxed plan's (two
// steps of each block).
TEST(RelaxationHeuristics, WorkedExampleOfTwoBlocks) {
  Task task(load_pzl(SourceFile::from_text("two.pzl", R"((define (domain steps) (:kinds block)
  (:move slide :kinds (block) :distance 1))
(define (problem two) (:domain steps) (:board """
A..
B..
""") (:goal (and (at A (0 2)) (at B (1 2))))))"),
                     "", domain_registry())
                .front());
  Environment environment(task);
  const StateValues start = task.initial_state();
  EXPECT_EQ(make("hmax", environment)->evaluate(start), 2);
  EXPECT_EQ(make("hadd", environment)->evaluate(start), 4);
  EXPECT_EQ(make("ff", environment)->evaluate(start), 4);
  // Each block's last step into its goal cell is one landmark cut, its step before another: the
  // two blocks' cuts are disjoint, so LM-cut finds all four.
  EXPECT_EQ(make("lmcut", environment)->evaluate(start), 4);
  GroundModel model(environment);
  // Six cells: a position fact per block per cell and a free fact per cell, all reachable; every
  // step of a block from one cell to a neighbour is an action (7 neighbour pairs, both ways, two
  // blocks).
  EXPECT_EQ(model.fact_names().size(), 6u * 2 + 6);
  EXPECT_EQ(model.actions().size(), 7u * 2 * 2);
}

// A block that another blocks in a corridor: h^max, h^add and the relaxed plan all follow the
// blocker out of the way first, then the block's three steps (worked by hand: 4 each), though no
// plan exists (h* infinite: the blocker cannot let it pass).
TEST(RelaxationHeuristics, WorkedExampleOfACorridor) {
  Task task(load_pzl(SourceFile::from_text("corridor.pzl", R"((define (domain steps) (:kinds block)
  (:move slide :kinds (block) :distance 1))
(define (problem corridor) (:domain steps) (:board """
AB..
""") (:goal (at A (0 3)))))"),
                     "", domain_registry())
                .front());
  Environment environment(task);
  EXPECT_EQ(make("hmax", environment)->evaluate(task.initial_state()), 4);
  EXPECT_EQ(make("hadd", environment)->evaluate(task.initial_state()), 4);
  EXPECT_EQ(make("ff", environment)->evaluate(task.initial_state()), 4);
}

// A lone block three steps down a corridor: each step is the only way on, a landmark of its own.
TEST(RelaxationHeuristics, LandmarkCutOfACorridor) {
  Task task(load_pzl(SourceFile::from_text("lone.pzl", R"((define (domain steps) (:kinds block)
  (:move slide :kinds (block) :distance 1))
(define (problem lone) (:domain steps) (:board """
A...
""") (:goal (at A (0 3)))))"),
                     "", domain_registry())
                .front());
  Environment environment(task);
  EXPECT_EQ(make("lmcut", environment)->evaluate(task.initial_state()), 3);
  EXPECT_EQ(make("hmax", environment)->evaluate(task.initial_state()), 3);
}

// h^FF's preferred successors: of the five moves from the start (A left, right or down, B right
// or up), only A's step right begins the relaxed plan (A's two steps right), so only that child
// is preferred; the others do nothing the plan needs.
TEST(RelaxationHeuristics, RelaxedPlanPrefersTheMoveItStartsWith) {
  Task task(load_pzl(SourceFile::from_text("prefer.pzl", R"((define (domain steps) (:kinds block)
  (:move slide :kinds (block) :distance 1))
(define (problem prefer) (:domain steps) (:board """
.A..
B...
""") (:goal (at A (0 3)))))"),
                     "", domain_registry())
                .front());
  Environment environment(task);
  auto ff = make("ff", environment);
  ASSERT_TRUE(heuristic_registry().find("ff")->properties.preferred_operators);
  const StateValues start = task.initial_state();
  ff->mark_preferred(start);
  std::vector<Move> moves;
  environment.successors(start, moves);
  ASSERT_EQ(moves.size(), 5u);
  int a = task.pieces()[0].name == "A" ? 0 : 1;
  std::vector<std::pair<int, int>> preferred;  // (row, col) of A in each preferred child
  for (const Move& move : moves) {
    StateValues child(start.size());
    environment.apply(start, move, child);
    if (!ff->preferred(start, child)) continue;
    const int cell = task.table(a).cells(int(child[std::size_t(a)]))[0];
    preferred.emplace_back(task.frame().coord(cell).row, task.frame().coord(cell).col);
  }
  EXPECT_EQ(preferred, (std::vector<std::pair<int, int>>{{0, 2}}));
  // A heuristic without preferred successors prefers none.
  auto hmax = make("hmax", environment);
  hmax->mark_preferred(start);
  StateValues child(start.size());
  environment.apply(start, moves.front(), child);
  EXPECT_FALSE(hmax->preferred(start, child));
}

// On every state of a small instance: h^max and LM-cut never above h*, never calling a state that
// reaches the goal a dead end, LM-cut never below h^max; h^max consistent on every transition.
// LM-cut is not consistent in general (its cuts depend on h^max's tie-breaking): how often it is
// not here is counted, not asserted.
void expect_sound(const std::string& example) {
  SCOPED_TRACE(example);
  Task task(test_support::spec_example_problem(example));
  Environment environment(task);
  const StateSpace space = explore_state_space(environment, 1'000'000);
  ASSERT_TRUE(space.complete);
  const std::vector<int> h_star = goal_distances(space);
  auto hmax = make("hmax", environment);
  auto lmcut = make("lmcut", environment);
  std::vector<int> h(space.states()), cut(space.states());
  StateValues state(task.pieces().size());
  for (std::size_t id = 0; id < space.states(); ++id) {
    space.registry->unpack(static_cast<StateId>(id), state);
    h[id] = hmax->evaluate(state);
    cut[id] = lmcut->evaluate(state);
    if (h_star[id] == kUnreachable) continue;
    ASSERT_NE(h[id], Heuristic::kDeadEnd) << "state " << id;
    ASSERT_NE(cut[id], Heuristic::kDeadEnd) << "state " << id;
    ASSERT_LE(h[id], h_star[id]) << "state " << id;
    ASSERT_LE(cut[id], h_star[id]) << "state " << id;
    ASSERT_GE(cut[id], h[id]) << "state " << id;
  }
  int inconsistent = 0;
  for (std::size_t id = 0; id < space.states(); ++id)
    for (std::size_t e = space.edge_begin[id]; e < space.edge_begin[id + 1]; ++e) {
      const StateSpace::Edge& edge = space.edges[e];
      if (h[id] == Heuristic::kDeadEnd || h[edge.to] == Heuristic::kDeadEnd) continue;
      ASSERT_LE(h[id], edge.cost + h[edge.to]) << "state " << id;
      inconsistent += cut[id] > edge.cost + cut[edge.to];
    }
  testing::Test::RecordProperty(example + "-lmcut-inconsistent-transitions", std::to_string(inconsistent));
  EXPECT_GT(cut[0], 0);
}

// A search that keeps one state per arrangement of interchangeable pieces hands a heuristic states
// whose pieces of one kind and shape have their placements sorted: the estimate must not change.
// Rush Hour's card 1 has three vertical trucks and several cars of one shape.
TEST(RelaxationHeuristics, InterchangeablePiecesMayTradePlacements) {
  Task task(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/families/rush-hour/card-01.pzl", {}, domain_registry())
          .front());
  Environment environment(task);
  const StateSpace space = explore_state_space(environment, 100'000);
  ASSERT_TRUE(space.complete);
  std::vector<bool> placed(task.pieces().size(), false);
  for (const auto& goal : task.goal().placed()) placed[std::size_t(goal.piece)] = true;
  std::map<std::pair<std::string, int>, std::vector<std::size_t>> groups;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (!placed[p]) groups[{task.pieces()[p].kind, task.pieces()[p].table}].push_back(p);
  for (const std::string name : {"hmax", "hadd", "ff", "lmcut"}) {
    auto heuristic = make(name, environment);
    StateValues state(task.pieces().size());
    int permuted = 0;
    for (std::size_t id = 0; id < space.states(); ++id) {
      space.registry->unpack(static_cast<StateId>(id), state);
      StateValues sorted = state;
      for (const auto& [key, members] : groups) {
        std::vector<std::uint32_t> values;
        for (std::size_t p : members) values.push_back(sorted[p]);
        std::sort(values.begin(), values.end());
        for (std::size_t i = 0; i < members.size(); ++i) sorted[members[i]] = values[i];
      }
      permuted += sorted != state;
      ASSERT_EQ(heuristic->evaluate(sorted), heuristic->evaluate(state)) << name << ", state " << id;
    }
    EXPECT_GT(permuted, 0);
  }
}

TEST(RelaxationHeuristics, HmaxAndLandmarkCutAreAdmissibleOnWholeStateSpaces) {
  expect_sound("fbp-e6");
  expect_sound("tiny");
}

}  // namespace
}  // namespace polyplan
