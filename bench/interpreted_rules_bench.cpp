// Described rules against the native generators they describe (domains/pzl/built-in-rules.pzl):
// blind A* on the 8-puzzle (a described `step` against the built-in slide) and A* with goal-count
// on Microban 1-50 counted in moves (a described push against the built-in one), the same search
// and heuristic on the same boards, so that the expansions agree and the rates compare the
// generators. docs/language.md ("Writing a new family") records the figures.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"

namespace {

using namespace polyplan;

std::vector<Problem> with_domain(std::vector<Problem> problems, const std::string& domain) {
  for (Problem& problem : problems) problem.domain = *domain_registry().find(domain);
  return problems;
}

void solve_all(benchmark::State& state, const std::vector<Problem>& problems, const std::string& search) {
  const SearchConfiguration configuration = SearchConfiguration::parse(search, "benchmark");
  std::vector<std::unique_ptr<Task>> tasks;
  for (const Problem& problem : problems) tasks.push_back(std::make_unique<Task>(Problem(problem)));
  std::uint64_t expanded = 0, solved = 0;
  for (auto _ : state) {
    for (const auto& task : tasks) {
      Environment environment(*task);
      SearchResult result = configuration.run(environment, SearchLimits{});
      expanded += result.statistics.expanded;
      solved += result.status == SearchStatus::Solved;
    }
  }
  state.counters["expanded_per_s"] = benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kIsRate);
  state.counters["expanded"] = benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kAvgIterations);
  state.counters["solved"] = benchmark::Counter(static_cast<double>(solved), benchmark::Counter::kAvgIterations);
}

std::vector<Problem> eight_puzzle() {
  return load_input(POLYPLAN_SOURCE_DIR "/examples/spec-examples.pzl#eight-14", {}, domain_registry());
}

std::vector<Problem> microban(benchmark::State& state) {
  const std::string file = POLYPLAN_SHARED_DATA_DIR "/sokoban/Microban.xsb";
  if (!std::filesystem::exists(file)) {
    state.SkipWithError(("missing benchmark data: " + file).c_str());
    return {};
  }
  std::vector<Problem> levels;
  for (int level = 1; level <= 50; ++level) {
    std::vector<Problem> one = load_input(file + "#" + std::to_string(level), {}, domain_registry());
    levels.insert(levels.end(), one.begin(), one.end());
  }
  return levels;
}

void BM_BlindAStarEightPuzzleNative(benchmark::State& state) { solve_all(state, eight_puzzle(), "astar(blind)"); }
void BM_BlindAStarEightPuzzleDescribed(benchmark::State& state) {
  solve_all(state, with_domain(eight_puzzle(), "sliding-tiles-described"), "astar(blind)");
}
void BM_GoalCountAStarMicrobanNative(benchmark::State& state) {
  std::vector<Problem> levels = microban(state);
  if (!levels.empty()) solve_all(state, with_domain(levels, "sokoban-moves"), "astar(goal-count)");
}
void BM_GoalCountAStarMicrobanDescribed(benchmark::State& state) {
  std::vector<Problem> levels = microban(state);
  if (!levels.empty()) solve_all(state, with_domain(levels, "sokoban-moves-described"), "astar(goal-count)");
}

}  // namespace

BENCHMARK(BM_BlindAStarEightPuzzleNative)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BlindAStarEightPuzzleDescribed)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GoalCountAStarMicrobanNative)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GoalCountAStarMicrobanDescribed)->Unit(benchmark::kMillisecond);
