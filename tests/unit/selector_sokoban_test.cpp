// The built-in rules for Sokoban: A* on emm for a budget, then on the intermediate-goal heuristic,
// both with corral deadlocks, the level order, inertia, PI-corrals and tunnel macros, for optimal
// plans; a portfolio on emm with PI-corrals when the user asks for any plan with --fast; the
// move-optimal domain without PI-corrals; other families ignore the request.
#include <gtest/gtest.h>

#include "cli/search_choice.hpp"
#include "parser/input_error.hpp"
#include "planner/selector/features.hpp"
#include "planner/selector/rules.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

const Rule& selected(const Task& task, bool fast) {
  const Rule* rule = RuleSet::builtin().select(instance_features(task, fast));
  EXPECT_NE(rule, nullptr);
  return *rule;
}

TEST(SelectorSokoban, OptimalLevelsGetAStarOnIntermediateGoalsWithLevelOrderInertiaPiCorralsAndTunnels) {
  Task task(test_support::sokoban_level("two-rooms"));
  const Rule& rule = selected(task, false);
  EXPECT_EQ(rule.name, "sokoban");
  EXPECT_EQ(rule.configuration.text(),
            "portfolio(astar(emm(corrals=true), tiebreak=[level-order, inertia], prune=pi-corral, macros=tunnel, "
            "board-symmetry=true, nodes=100000), astar(intermediate-goals(stones=4, corrals=true, perimeter=4000000), "
            "tiebreak=[level-order, inertia], prune=pi-corral, macros=tunnel, board-symmetry=true))");
  EXPECT_TRUE(rule.configuration.optimal());
  EXPECT_EQ(std::get<int>(instance_features(task).at("fast")), 0);
}

TEST(SelectorSokoban, FastModePicksAPortfolioWithTheSamePruningAndTheFeatureSpaceSearch) {
  Task task(test_support::sokoban_level("two-rooms"));
  const Rule& rule = selected(task, true);
  EXPECT_EQ(rule.name, "sokoban-fast");
  EXPECT_EQ(rule.configuration.algorithm(), "portfolio");
  const std::vector<SearchConfiguration>& stages = rule.configuration.stages();
  ASSERT_EQ(stages.size(), 5u);
  EXPECT_EQ(stages[0].text(),
            "astar(emm(corrals=true), tiebreak=[level-order, inertia], prune=pi-corral, macros=tunnel, "
            "board-symmetry=true, nodes=100000)");
  EXPECT_EQ(stages[1].text(), "pull(g-weight=0.05, agent-penalty=2, nodes=1000000)");
  const std::string fess_stage =
      "fess(emm(corrals=true), prune=pi-corral, macros=[tunnel, pack, hotspot], finish=astar(emm(corrals=true), "
      "tiebreak=[level-order, inertia], prune=pi-corral, macros=tunnel, nodes=5000)";
  EXPECT_EQ(stages[2].text(), fess_stage + ", nodes=300000)");
  EXPECT_EQ(
      stages[3].text(),
      "fess(emm(corrals=true, sets=3), prune=pi-corral, macros=[tunnel, pack, hotspot], weigh=turns, "
      "advise-macros=true, finish=astar(emm(corrals=true, sets=3), tiebreak=[level-order, inertia], prune=pi-corral, "
      "macros=tunnel, nodes=5000))");
  EXPECT_EQ(stages[4].text(),
            "fess(emm(corrals=true, sets=3), prune=pi-corral, macros=[tunnel, pack-layers, hotspot, trip], "
            "weigh=turns, features=sokoban-layers, advise-macros=true, finish=astar(emm(corrals=true, sets=3), "
            "tiebreak=[level-order, inertia], prune=pi-corral, macros=tunnel, nodes=5000))");
  for (const SearchConfiguration& stage : stages) {
    if (stage.algorithm() == "pull") continue;  // backwards: no heuristic, no pruner of the forward moves
    EXPECT_EQ(stage.heuristic()->name, "emm");  // emm prunes the deadlocks
    EXPECT_NE(stage.text().find("prune=pi-corral"), std::string::npos) << stage.text();
  }
  EXPECT_FALSE(rule.configuration.optimal());
}

// PI-corrals keep push counts, not walks, so the move-optimal domain gets the rules without them.
TEST(SelectorSokoban, MoveOptimalLevelsGoWithoutPiCorrals) {
  LoadOptions options;
  options.sokoban_domain = "sokoban-moves";
  Task task(std::move(load_input(test_support::sokoban_corpus + "#room-two", options, domain_registry()).front()));
  EXPECT_EQ(selected(task, false).name, "sokoban-moves");
  EXPECT_EQ(selected(task, false).configuration.text(), "astar(emm, tiebreak=[level-order, inertia])");
  EXPECT_EQ(selected(task, true).name, "sokoban-moves-fast");
  EXPECT_EQ(selected(task, true).configuration.text().find("prune"), std::string::npos);
}

TEST(SelectorSokoban, FamiliesWithoutAFastRuleKeepTheirOptimalOne) {
  Task task(std::move(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry())
          .front()));
  EXPECT_EQ(selected(task, true).name, selected(task, false).name);
  EXPECT_TRUE(selected(task, true).configuration.optimal());
}

TEST(SelectorSokoban, FastCannotBeCombinedWithAnExplicitSearch) {
  Task task(test_support::sokoban_level("room-two"));
  cli::SearchChoice choice;
  choice.search = "astar(box-distance)";
  choice.fast = true;
  try {
    choice.selection().choose(task);
    FAIL() << "--fast with --search was accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "--fast: error: asks the selector's rules for a fast search; it cannot be combined with --search "
              "astar(box-distance)");
  }
}

}  // namespace
}  // namespace polyplan
