// The backward (pull) search: plans that replay push by push on the corpus and on Microban, the
// unsolvable corpus levels exhausted (the search is complete: its only pruning drops boxes on cells
// from which no start cell can be reached by pulls on the empty level), and its refusals.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "planner/search/search_configuration.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"
#include "tests/support/sokoban_verdicts.hpp"

namespace polyplan {
namespace {

// The plans' pulls come back as pushes: one push a move.
void expect_replays(Environment& environment, const SearchResult& result, const std::string& name) {
  test_support::expect_replays(environment, result, name);
  EXPECT_EQ(result.plan.cost, static_cast<int>(result.plan.moves.size())) << name;
}

TEST(PullSearch, SolvesTheSolvableCorpusAndExhaustsTheRest) {
  for (const char* search : {"pull", "pull(g-weight=1)", "pull(g-weight=0.05, agent-penalty=2)"}) {
    test_support::expect_corpus_verdicts(search);
    EXPECT_FALSE(SearchConfiguration::parse(search, "test").optimal());
  }
}

TEST(PullSearch, MicrobanPlansReplay) {
  const std::string& microban = test_support::microban_levels;
  POLYPLAN_NEED_SHARED_DATA(microban);
  int solved = 0;
  for (int number = 1; number <= 155; ++number) {
    Task task(std::move(load_input(microban + "#" + std::to_string(number), {}, domain_registry()).front()));
    Environment environment(task);
    SearchLimits limits;
    limits.nodes = 50000;
    SearchResult result = SearchConfiguration::parse("pull(g-weight=0.05)", "test").run(environment, limits);
    if (result.status != SearchStatus::Solved) continue;
    ++solved;
    expect_replays(environment, result, "Microban " + std::to_string(number));
  }
  std::printf("pull(g-weight=0.05) with 50 000 expansions a level: %d of 155 Microban levels\n", solved);
  EXPECT_GE(solved, 150);
}

TEST(PullSearch, LimitsEndItWithTheirStatusAndNoPlan) {
  Task task(test_support::sokoban_level("two-rooms"));
  Environment environment(task);
  SearchLimits one_node;
  one_node.nodes = 1;
  SearchResult result = SearchConfiguration::parse("pull", "test").run(environment, one_node);
  EXPECT_EQ(result.status, SearchStatus::NodeLimit);
  EXPECT_TRUE(result.plan.moves.empty());
  EXPECT_EQ(result.statistics.expanded, 1u);
  SearchResult own = SearchConfiguration::parse("pull(nodes=1)", "test").run(environment, {});
  EXPECT_EQ(own.status, SearchStatus::NodeLimit);
}

TEST(PullSearch, ALevelWithSpareGoalsIsRefusedNamingTheOption) {
  Task task(test_support::sokoban_text("spare", "#######\n#@$ ..#\n#######\n"));
  Environment environment(task);
  try {
    SearchConfiguration::parse("pull", "test").run(environment, {});
    ADD_FAILURE() << "pull accepted a level with more goals than boxes";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "search: error: pull needs as many goals as boxes (this level has 2 goals for 1 boxes); search "
              "forwards instead, e.g. fess(emm)");
  }
}

TEST(PullSearch, ATaskThatIsNoSokobanLevelIsRefusedNamingTheOption) {
  Task tiles(
      std::move(load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/hello.pzl", {}, domain_registry()).front()));
  Environment environment(tiles);
  try {
    SearchConfiguration::parse("pull", "test").run(environment, {});
    ADD_FAILURE() << "pull accepted a tile puzzle";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "search: error: search=pull needs a Sokoban level: its domain must have one move rule, with an agent "
              "that pushes (like push)");
  }
}

}  // namespace
}  // namespace polyplan
