// Limits end a search with the matching status and statistics that say where it stopped:
// expansions are counted exactly, memory is the search's own tables, time only has to stop it.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

const std::string kData = POLYPLAN_SHARED_DATA_DIR;

Problem only_problem(const std::string& spec) {
  auto problems = load_input(spec, {}, domain_registry());
  EXPECT_EQ(problems.size(), 1u) << spec;
  return std::move(problems.front());
}

Problem eight_fourteen() {
  return only_problem(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14");
}

SearchResult solve(const Task& task, const std::string& configuration, SearchLimits limits) {
  Environment environment(task);
  return SearchConfiguration::parse(configuration, "test").run(environment, limits);
}

// The node limit counts expansions: a search that needs more than `nodes` stops after exactly
// `nodes` of them (each search checks the limit before it expands the next state).
TEST(SearchLimits, NodeLimitStopsAfterExactlyThatManyExpansions) {
  Task task(eight_fourteen());
  for (const char* configuration : {"bfs", "ucs", "astar(blind)", "astar(goal-count)", "dpastar(goal-count)",
                                    "gbfs(goal-count)", "idastar(goal-count)"}) {
    for (std::size_t nodes : {std::size_t{1}, std::size_t{7}, std::size_t{40}}) {
      SCOPED_TRACE(std::string(configuration) + " with a limit of " + std::to_string(nodes) + " expansions");
      SearchResult result = solve(task, configuration, SearchLimits{0, 0, nodes});
      EXPECT_EQ(result.status, SearchStatus::NodeLimit) << to_string(result.status);
      EXPECT_EQ(result.statistics.expanded, nodes);
      EXPECT_TRUE(result.plan.moves.empty());
    }
  }
}

TEST(SearchLimits, NodeLimitAboveWhatTheSearchNeedsIsNoObstacle) {
  Task task(eight_fourteen());
  SearchResult unlimited = solve(task, "astar(goal-count)", SearchLimits{});
  ASSERT_EQ(unlimited.status, SearchStatus::Solved);
  // The goal is popped, not expanded, so a limit of expanded + 1 lets the same search finish.
  SearchResult limited = solve(task, "astar(goal-count)", SearchLimits{0, 0, unlimited.statistics.expanded + 1});
  EXPECT_EQ(limited.status, SearchStatus::Solved) << to_string(limited.status);
  EXPECT_EQ(limited.plan.cost, 14);
  EXPECT_EQ(limited.statistics.expanded, unlimited.statistics.expanded);
  SearchResult one_short = solve(task, "astar(goal-count)", SearchLimits{0, 0, unlimited.statistics.expanded});
  EXPECT_EQ(one_short.status, SearchStatus::NodeLimit) << to_string(one_short.status);
}

// Korf's first 15-puzzle instance: 57 moves, far beyond what blind search can finish here.
Problem korf_one() { return only_problem(kData + "/tiles/korf100.txt#1"); }

// Memory is checked before each expansion against what the search's tables will hold after
// their next growth (translator/memory_use.hpp), so the tables themselves never pass the limit;
// the figure reported is that projection, which is at least the limit when the search stops and
// at most twice the limit (one doubling ahead).
TEST(SearchLimits, MemoryLimitStopsTheSearchOnceItsTablesReachTheLimit) {
  POLYPLAN_NEED_SHARED_DATA(kData);
  Task task(korf_one());
  const std::size_t limit = 2u << 20;
  for (const char* configuration : {"bfs", "astar(blind)", "astar(goal-count)"}) {
    SCOPED_TRACE(configuration);
    SearchResult result = solve(task, configuration, SearchLimits{0, limit, 0});
    EXPECT_EQ(result.status, SearchStatus::MemoryLimit) << to_string(result.status);
    EXPECT_GE(result.statistics.memory_bytes, limit);
    EXPECT_LE(result.statistics.memory_bytes, 2 * limit);
    EXPECT_GT(result.statistics.expanded, 1000u);
    EXPECT_TRUE(result.plan.moves.empty());
  }
}

TEST(SearchLimits, TimeLimitStopsAHopelessSearch) {
  POLYPLAN_NEED_SHARED_DATA(kData);
  Task task(korf_one());
  SearchResult result = solve(task, "astar(blind)", SearchLimits{0.5, 0, 0});
  EXPECT_EQ(result.status, SearchStatus::TimeLimit) << to_string(result.status);
  EXPECT_GT(result.statistics.expanded, 0u);
  EXPECT_TRUE(result.plan.moves.empty());
}

// A 2x2 puzzle with two tiles swapped relative to its goal: the other parity, so the goal is in
// the other half of the 24 arrangements. The oracle confirms it before the searches are asked.
TEST(SearchLimits, OtherParityTwoByTwoIsUnsolvable) {
  Task task(load_pzl(SourceFile::from_text("parity.pzl", R"((define (problem parity)
  (:domain sliding-tiles)
  (:board """
     .2
     13
     """)
  (:goal (board """
     .1
     23
     """)))
)"),
                     "", domain_registry())
                .front());
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 1000);
  ASSERT_TRUE(space.complete);
  ASSERT_EQ(space.states(), 12u);
  ASSERT_EQ(space.goal_states, 0u);
  for (const char* configuration : {"bfs", "astar(blind)", "astar(goal-count)"}) {
    SCOPED_TRACE(configuration);
    SearchResult result = solve(task, configuration, SearchLimits{});
    EXPECT_EQ(result.status, SearchStatus::Unsolvable) << to_string(result.status);
    EXPECT_EQ(result.statistics.expanded, 12u);
    EXPECT_TRUE(result.plan.moves.empty());
  }
}

}  // namespace
}  // namespace polyplan
