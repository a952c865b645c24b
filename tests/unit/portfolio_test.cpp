// The portfolio search: its stages are read like any configuration (messages point into the whole
// text), it promises optimal plans only when every stage does, a stage that stops on a limit hands
// over to the next, and a stage that proves the task unsolvable ends it.
#include <gtest/gtest.h>

#include "parser/input_error.hpp"
#include "planner/search/portfolio/portfolio.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

std::string configuration_error(const std::string& text) {
  try {
    SearchConfiguration::parse(text, "--search");
  } catch (const InputError& error) {
    return error.what();
  }
  return "accepted";
}

TEST(Portfolio, StagesAreConfigurationsAndOptimalOnlyWhenAllAre) {
  SearchConfiguration both = SearchConfiguration::parse(
      "portfolio(astar(emm, tiebreak=[level-order, inertia]), wastar(emm, w=5))", "--search");
  EXPECT_EQ(both.algorithm(), "portfolio");
  EXPECT_FALSE(both.optimal());
  EXPECT_TRUE(SearchConfiguration::parse("portfolio(astar(goal-count), ucs)", "--search").optimal());
  EXPECT_EQ(configuration_error("portfolio(astar(goal-count), w=2)"),
            "--search:1:30: error: search 'portfolio' has no option 'w'; its options: searches, shares");
  EXPECT_NE(configuration_error("portfolio(astar(nope))").find("--search:1:17: error: unknown heuristic 'nope'"),
            std::string::npos);
  EXPECT_NE(configuration_error("portfolio()").find("needs at least one search"), std::string::npos);
  EXPECT_NE(configuration_error("portfolio(portfolio(bfs))").find("portfolio inside a portfolio"), std::string::npos);
}

// A stage is resolved inside the whole text, so its message shows the line as written, with the
// caret under the stage's mistake.
TEST(Portfolio, AStageMistakeIsShownInTheTextAsWritten) {
  try {
    SearchConfiguration::parse("portfolio(bfs, astar(nope))", "--search");
    FAIL() << "accepted an unknown heuristic";
  } catch (const InputError& error) {
    std::string shown = error.format();
    EXPECT_EQ(shown.rfind("--search:1:22: error: unknown heuristic 'nope'", 0), 0u) << shown;
    EXPECT_NE(shown.find("\nportfolio(bfs, astar(nope))\n" + std::string(21, ' ') + "^\n"), std::string::npos) << shown;
  }
}

// astar(blind) needs more expansions than astar(emm) on the level; with the node limit set to
// what astar(emm) needs, the blind stage stops on the limit and the emm stage solves the level at
// the breadth-first cost.
TEST(Portfolio, AStageStoppedByALimitHandsOverToTheNext) {
  for (const std::string& title : {std::string("pillars"), std::string("two-rooms")}) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    auto run = [&](const std::string& text, SearchLimits limits) {
      return SearchConfiguration::parse(text, "test").run(environment, limits);
    };
    SearchResult oracle = run("bfs", {});
    SearchResult blind = run("astar(blind)", {});
    SearchResult emm = run("astar(emm)", {});
    ASSERT_EQ(oracle.status, SearchStatus::Solved);
    ASSERT_GT(blind.statistics.expanded, emm.statistics.expanded + 1) << title;
    SearchLimits limits;
    limits.nodes = emm.statistics.expanded + 1;  // enough for the emm stage's own expansions
    EXPECT_EQ(run("astar(blind)", limits).status, SearchStatus::NodeLimit) << title;
    SearchResult portfolio = run("portfolio(astar(blind), astar(emm))", limits);
    ASSERT_EQ(portfolio.status, SearchStatus::Solved) << title;
    EXPECT_EQ(portfolio.plan.cost, oracle.plan.cost) << title;
    EXPECT_GT(portfolio.statistics.expanded, emm.statistics.expanded) << "the blind stage's work is counted";
  }
}

// A stage's own expansion budget (nodes=N) stops it exactly there, whatever the time, and the
// next stage, without a budget, solves the level.
TEST(Portfolio, AStageWithItsOwnBudgetStopsThereAndHandsOver) {
  Task task(test_support::sokoban_level("two-rooms"));
  Environment environment(task);
  auto run = [&](const std::string& text) { return SearchConfiguration::parse(text, "test").run(environment, {}); };
  SearchResult capped = run("astar(blind, nodes=5)");
  EXPECT_EQ(capped.status, SearchStatus::NodeLimit);
  EXPECT_EQ(capped.statistics.expanded, 5u);
  SearchResult portfolio = run("portfolio(astar(blind, nodes=5), astar(emm))");
  ASSERT_EQ(portfolio.status, SearchStatus::Solved);
  EXPECT_EQ(portfolio.plan.cost, run("bfs").plan.cost);
  EXPECT_EQ(portfolio.statistics.expanded, 5 + run("astar(emm)").statistics.expanded);
  // The report names each stage's end and work: the capped one stopped on its budget, the next solved.
  ASSERT_EQ(portfolio.statistics.stages.size(), 2u);
  EXPECT_EQ(portfolio.statistics.stages[0].status, SearchStatus::NodeLimit);
  EXPECT_EQ(portfolio.statistics.stages[0].expanded, 5u);
  EXPECT_EQ(portfolio.statistics.stages[1].status, SearchStatus::Solved);
  EXPECT_EQ(portfolio.statistics.stages[1].expanded, run("astar(emm)").statistics.expanded);
  EXPECT_TRUE(capped.statistics.stages.empty()) << "a single search has no stages";
}

// shares=[1, 3, 1] over a minute: the first stage gets 1/5 (12 s); if it stops after 2 s, the
// second gets 3/4 of the 58 s left and the last all that remains. Without shares each stage gets
// an equal part of what is left.
TEST(Portfolio, SharesWeighTheTimeLeft) {
  const std::vector<double> shares{1, 3, 1};
  EXPECT_DOUBLE_EQ(portfolio_share(shares, 3, 0), 0.2);
  EXPECT_DOUBLE_EQ(portfolio_share(shares, 3, 1), 0.75);
  EXPECT_DOUBLE_EQ(portfolio_share(shares, 3, 2), 1.0);
  EXPECT_DOUBLE_EQ(portfolio_share({}, 3, 0), 1.0 / 3);
  EXPECT_DOUBLE_EQ(portfolio_share({}, 3, 1), 0.5);
  EXPECT_DOUBLE_EQ(portfolio_share({}, 3, 2), 1.0);
  EXPECT_EQ(configuration_error("portfolio(astar(emm), gbfs(emm), shares=[1])"),
            "search: error: portfolio has 2 searches but shares=[1] gives 1: give one share per search, e.g. "
            "shares=[1, 1]");
  EXPECT_EQ(configuration_error("portfolio(astar(emm), gbfs(emm), shares=[1, 0])"),
            "--search:1:45: error: option 'shares' expects a number from 0.01 to 1000, or a list [..] of any number "
            "of them");
  Task task(test_support::sokoban_level("two-rooms"));
  Environment environment(task);
  SearchResult weighed =
      SearchConfiguration::parse("portfolio(astar(blind, nodes=5), astar(emm), shares=[1, 4])", "test")
          .run(environment, {});
  ASSERT_EQ(weighed.status, SearchStatus::Solved);
  EXPECT_EQ(weighed.plan.cost, SearchConfiguration::parse("bfs", "test").run(environment, {}).plan.cost);
}

TEST(Portfolio, AStageThatProvesTheTaskUnsolvableEndsIt) {
  Task task(test_support::sokoban_level("frozen-pair"));
  Environment environment(task);
  SearchResult result =
      SearchConfiguration::parse("portfolio(astar(emm), astar(blind))", "test").run(environment, SearchLimits{});
  EXPECT_EQ(result.status, SearchStatus::Unsolvable);
  EXPECT_EQ(result.statistics.expanded, 0u);  // emm calls the start a dead end; astar(blind) never ran
  ASSERT_EQ(result.statistics.stages.size(), 1u);
  EXPECT_EQ(result.statistics.stages[0].status, SearchStatus::Unsolvable);
}

}  // namespace
}  // namespace polyplan
