// solve --trace against the seed documents' worked figures: the Russian note's A* with
// h = P + 3S (sequence-score) state by state, and the 8-puzzle assignment's searches and weights.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/search_trace.hpp"
#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"

namespace polyplan {
namespace {

Problem seed_problem(const std::string& name) {
  auto problems =
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/eight-puzzle.pzl#" + name, {}, domain_registry());
  return std::move(problems.front());
}

struct TracedRun {
  SearchResult result;
  std::vector<nlohmann::json> records;  // one per expansion, then the goal
};

TracedRun traced(const Task& task, const std::string& configuration) {
  Environment environment(task);
  std::ostringstream out;
  TracedRun run;
  {
    cli::SearchTrace trace(task, out, true);
    run.result = SearchConfiguration::parse(configuration, "test").run_traced(environment, SearchLimits{}, trace);
  }
  std::istringstream lines(out.str());
  for (std::string line; std::getline(lines, line);) run.records.push_back(nlohmann::json::parse(line));
  return run;
}

std::vector<std::string> board(std::initializer_list<const char*> rows) { return {rows.begin(), rows.end()}; }

// The note's S1, S4, S6, S8 are expanded in that order with f = 22, 19, 19, 13, and S10, the goal,
// is taken off the open list with g = 4, h = 0, f = 4. Its h values are P + 3S of each board.
TEST(SearchTraceSeed, NilssonWorkedExampleExpandsTheNotesStatesInOrder) {
  Task task(seed_problem("nilsson-worked"));
  TracedRun run = traced(task, "astar(sequence-score)");
  ASSERT_EQ(run.result.status, SearchStatus::Solved);
  EXPECT_EQ(run.result.plan.cost, 4);
  ASSERT_EQ(run.records.size(), 5u);
  const std::vector<int> f{22, 19, 19, 13, 4}, g{0, 1, 2, 3, 4}, h{22, 18, 17, 10, 0};
  const std::vector<std::vector<std::string>> boards{board({"134", "8.2", "765"}), board({"134", "82.", "765"}),
                                                     board({"13.", "824", "765"}), board({"1.3", "824", "765"}),
                                                     board({"123", "8.4", "765"})};
  for (std::size_t i = 0; i < run.records.size(); ++i) {
    SCOPED_TRACE(i);
    const nlohmann::json& record = run.records[i];
    EXPECT_EQ(record["event"], i + 1 < run.records.size() ? "expand" : "goal");
    EXPECT_EQ(record["f"], f[i]);
    EXPECT_EQ(record["g"], g[i]);
    EXPECT_EQ(record["h"], h[i]);
    EXPECT_EQ(record["board"].get<std::vector<std::string>>(), boards[i]);
    // Each expansion came from the one before it: the note's chain S1 -> S4 -> S6 -> S8 -> S10.
    if (i > 0) {
      EXPECT_EQ(record["parent_expansion"], i);
    }
  }
  // What the note lists beside the chain: S2, S3, S4, S5 queued from S1 with f = 33, 27, 19, 33;
  // S6, S7 from S4 (19, 21); S8 from S6 (13); S9, S10 from S8 (21, 4).
  auto queued_f = [&](std::size_t expansion) {
    std::multiset<int> values;
    for (const nlohmann::json& child : run.records[expansion]["queued"]) values.insert(child["f"].get<int>());
    return values;
  };
  EXPECT_EQ(queued_f(0), (std::multiset<int>{19, 27, 33, 33}));
  EXPECT_EQ(queued_f(1), (std::multiset<int>{19, 21}));
  EXPECT_EQ(queued_f(2), (std::multiset<int>{13}));
  EXPECT_EQ(queued_f(3), (std::multiset<int>{4, 21}));
  EXPECT_EQ(run.result.statistics.expanded, 4u);
}

// Tracing is an observer on the same engine: the same nodes in the same order.
TEST(SearchTraceSeed, TracingLeavesTheSearchUnchanged) {
  Task task(seed_problem("assignment"));
  for (const char* configuration : {"astar(manhattan)", "astar(misplaced, tiebreak=[depth])", "ucs", "gbfs(manhattan)",
                                    "wastar(manhattan, w=2.5)"}) {
    SCOPED_TRACE(configuration);
    Environment environment(task);
    SearchResult plain = SearchConfiguration::parse(configuration, "test").run(environment, SearchLimits{});
    TracedRun run = traced(task, configuration);
    EXPECT_EQ(run.result.statistics.expanded, plain.statistics.expanded);
    EXPECT_EQ(run.result.statistics.generated, plain.statistics.generated);
    EXPECT_EQ(run.result.statistics.evaluated, plain.statistics.evaluated);
    EXPECT_EQ(run.result.plan.cost, plain.plan.cost);
    EXPECT_EQ(run.records.size(), plain.statistics.expanded + 1);  // every expansion, then the goal
    std::size_t queued = 0;
    for (const nlohmann::json& record : run.records)
      if (record["event"] == "expand") queued += record["queued"].size();
    EXPECT_LE(queued, plain.statistics.generated);
  }
}

TEST(SearchTraceSeed, TraceStopsAtTheNodeLimit) {
  Task task(seed_problem("assignment"));
  Environment environment(task);
  std::ostringstream out;
  SearchResult result;
  {
    cli::SearchTrace trace(task, out, false);
    result = SearchConfiguration::parse("ucs", "test").run_traced(environment, SearchLimits{0, 0, 25}, trace);
  }
  EXPECT_EQ(result.status, SearchStatus::NodeLimit);
  std::size_t expansions = 0;
  std::istringstream lines(out.str());
  for (std::string line; std::getline(lines, line);)
    if (line.find(" expand state ") != std::string::npos) ++expansions;
  EXPECT_EQ(expansions, 25u);
  EXPECT_EQ(out.str().rfind("#1 expand state 0 (start): g 0, h 0, f 0\n", 0), 0u) << out.str().substr(0, 200);
}

SearchResult solve(const Task& task, const std::string& configuration) {
  Environment environment(task);
  SearchResult result = SearchConfiguration::parse(configuration, "test").run(environment, SearchLimits{});
  if (result.status == SearchStatus::Solved) {
    PlanCheck check =
        validate_plan(environment, *SourceFile::from_text("plan", format_moves(environment, result.plan)));
    EXPECT_TRUE(check.valid);
    EXPECT_EQ(check.cost, result.plan.cost);
  }
  return result;
}

// The assignment: BFS and A* with misplaced tiles and with Manhattan distance solve its start in
// 14 moves; best-first search ordered by path cost alone (ucs) visits over 8000 states. Its
// "visited" are the states put on the frontier: polyplan evaluates each distinct state once when
// it is first reached, so that is `evaluated`; it expands fewer (docs/play.md). The heuristics
// cut both down, Manhattan more than misplaced tiles.
TEST(SearchTraceSeed, AssignmentSearchesSolveTheStartInFourteenMoves) {
  Task task(seed_problem("assignment"));
  SearchResult bfs = solve(task, "bfs"), misplaced = solve(task, "astar(misplaced)"),
               manhattan = solve(task, "astar(manhattan)"), ucs = solve(task, "ucs");
  for (const SearchResult* result : {&bfs, &misplaced, &manhattan, &ucs}) EXPECT_EQ(result->plan.cost, 14);
  EXPECT_GT(ucs.statistics.evaluated, 8000u);
  EXPECT_LT(ucs.statistics.expanded, ucs.statistics.evaluated);
  EXPECT_LT(misplaced.statistics.expanded, ucs.statistics.expanded);
  EXPECT_LT(manhattan.statistics.expanded, misplaced.statistics.expanded);
}

// The assignment's weights table: weighted A* with both heuristics. Both are consistent, so a
// plan of weight w costs at most w times the optimum, and w = 1 is A* itself.
TEST(SearchTraceSeed, AssignmentWeightsTableKeepsWeightedAStarsBound) {
  Task task(seed_problem("assignment"));
  for (const char* heuristic : {"misplaced", "manhattan"}) {
    SearchResult astar = solve(task, fmt::format("astar({})", heuristic));
    for (double w : {1.0, 1.5, 2.0, 3.0, 5.0}) {
      SCOPED_TRACE(fmt::format("{} w={}", heuristic, w));
      SearchResult weighted = solve(task, fmt::format("wastar({}, w={})", heuristic, w));
      ASSERT_EQ(weighted.status, SearchStatus::Solved);
      EXPECT_GE(weighted.plan.cost, 14);
      EXPECT_LE(weighted.plan.cost, w * 14);
      if (w == 1.0) {
        EXPECT_EQ(weighted.statistics.expanded, astar.statistics.expanded);
      }
    }
  }
}

}  // namespace
}  // namespace polyplan
