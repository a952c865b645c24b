// The pattern database where pieces enable moves (heuristics/pdb/blocker_problem.hpp): every
// piece stays, those the goal does not name become anonymous. Where the goal names one robot
// (Lunar Lockout, Ricochet Robots) the others' names never mattered, so the abstraction loses
// nothing: its value must be the exact cost to the goal in every reachable state, and its
// abstract space must be smaller than the real one by the helpers' orderings.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "heuristics/pdb/pattern_database.hpp"
#include "parser/load.hpp"
#include "parser/plugins/plugin_option.hpp"
#include "planner/state_space.hpp"

namespace polyplan {
namespace {

void expect_exact(const std::string& input) {
  SCOPED_TRACE(input);
  Task task(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/families/" + input, {}, domain_registry()).front());
  Environment environment(task);
  const StateSpace space = explore_state_space(environment, 1'000'000);
  ASSERT_TRUE(space.complete);
  const std::vector<int> h_star = goal_distances(space);
  const HeuristicPlugin* plugin = heuristic_registry().find("pdb");
  ASSERT_NE(plugin, nullptr);
  std::unique_ptr<Heuristic> pdb = plugin->create(environment, default_options(plugin->options));
  StateValues state(task.pieces().size());
  for (std::size_t id = 0; id < space.states(); ++id) {
    space.registry->unpack(static_cast<StateId>(id), state);
    const int h = pdb->evaluate(state);
    if (h_star[id] == kUnreachable)
      ASSERT_EQ(h, Heuristic::kDeadEnd) << "state " << id;
    else
      ASSERT_EQ(h, h_star[id]) << "state " << id;
  }
  PatternDatabase database(task, automatic_pattern(task, 1u << 20), 200'000'000);
  EXPECT_EQ(pattern_names(task, database.abstraction().pattern()),
            task.pieces()[std::size_t(task.problem().target.front())].name);
  const auto& abstract_pieces = database.abstraction().abstract_task().pieces();
  ASSERT_EQ(abstract_pieces.size(), task.pieces().size());
  EXPECT_FALSE(abstract_pieces.front().unit);
  EXPECT_TRUE(
      std::all_of(abstract_pieces.begin() + 1, abstract_pieces.end(), [](const TaskPiece& p) { return p.unit; }));
}

TEST(BlockerPatternDatabase, IsExactWhereTheGoalNamesOneRobot) {
  expect_exact("lunar-lockout/lunar-lockout.pzl#lunar-lockout-a");
  expect_exact("ricochet-robots/ricochet-robots.pzl#ricochet-a");
}

}  // namespace
}  // namespace polyplan
