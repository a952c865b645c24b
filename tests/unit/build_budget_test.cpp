// Table builds stop at the search's limits: the budget a search opens around its heuristic's
// set-up, and a search whose heuristic's database cannot fit its memory limit.
#include <gtest/gtest.h>

#include <thread>

#include "planner/search/search_configuration.hpp"
#include "tests/support/sokoban_levels.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

StopCause cause_of(std::size_t bytes) {
  try {
    BuildBudget::check(bytes);
  } catch (const LimitReached& stop) {
    return stop.cause();
  }
  ADD_FAILURE() << "the build was not stopped";
  return StopCause::Time;
}

TEST(BuildBudget, OnlyAnOpenBudgetStopsABuild) {
  EXPECT_NO_THROW(BuildBudget::check(std::size_t(1) << 40));
  {
    BuildBudget budget(0, 1000);
    EXPECT_NO_THROW(BuildBudget::check(1000));
    EXPECT_EQ(cause_of(1001), StopCause::Memory);
  }
  EXPECT_NO_THROW(BuildBudget::check(1001));
}

TEST(BuildBudget, TheInnermostBudgetIsCheckedAndTheOuterOneComesBack) {
  BuildBudget outer(0, 100);
  {
    BuildBudget inner(1e-6, 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    EXPECT_EQ(cause_of(1000), StopCause::Time);
  }
  EXPECT_EQ(cause_of(1000), StopCause::Memory);
  EXPECT_NO_THROW(BuildBudget::check(100));
}

TEST(BuildBudget, ADatabaseThatDoesNotFitTheMemoryLimitEndsTheSearchAtTheLimit) {
  Task task(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/tests/sokoban/maze-levels.xsb#two-doors", {}, domain_registry())
          .front());
  Environment environment(task);
  SearchLimits limits;
  limits.memory_bytes = 1;
  SearchResult result = SearchConfiguration::parse("astar(intermediate-goals)", "test").run(environment, limits);
  EXPECT_EQ(result.status, SearchStatus::MemoryLimit);
  EXPECT_EQ(result.statistics.expanded, 0u);
}

}  // namespace
}  // namespace polyplan
