// IDA* on Korf's 15-puzzle instances and Korf and Felner's 24-puzzle instances through the
// sliding-tile fast path (the numbers docs/tile-heuristics.md gives): generated nodes and nodes
// per second per instance, and the whole of Korf's 100 with the best pattern databases and with
// the selector's choice. Timing is the search's time (manual time) with the tables already in
// the process: each benchmark solves its first instance once untimed, so table loading and
// building are not counted (build them beforehand, e.g. with `polyplan solve FILE#1`); each
// instance runs once.
//   build/bench/polyplan_bench --benchmark_filter=IdaStarKorf
//   build/bench/polyplan_bench --benchmark_filter='IdaStarKorf24Auto/1$'
#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/selector/rules.hpp"

namespace {

using namespace polyplan;

const std::string kKorf100 = POLYPLAN_SHARED_DATA_DIR "/tiles/korf100.txt";
const std::string kKorf24 = POLYPLAN_SHARED_DATA_DIR "/tiles/korf24_50.txt";
const std::string kKorfFelner663 = "tile-pdb(groups=\"1 4 5 8 9 12/2 3 6 7 10 11/13 14 15\")";
const std::string kAuto = "auto";  // the selector's choice (planner/rules/default.rules)

SearchResult solve(const std::string& file, int id, const std::string& search) {
  Task task(load_input(file + "#" + std::to_string(id), {}, domain_registry()).front());
  Environment environment(task);
  if (search == kAuto) {
    const Rule* rule = RuleSet::builtin().select(instance_features(task, false));
    return rule->configuration.run(environment, SearchLimits{});
  }
  return SearchConfiguration::parse(search, "benchmark").run(environment, SearchLimits{});
}

// Runs `search` on each instance, counting search time only; the counters add up over instances.
void solve_instances(benchmark::State& state, const std::string& file, const std::string& search, int first, int last) {
  if (!std::filesystem::exists(file)) {
    state.SkipWithError(("missing benchmark data: " + file).c_str());
    return;
  }
  solve(file, first, search);  // the tables into the process, untimed
  double generated = 0, expanded = 0, cost = 0;
  for (auto _ : state) {
    double seconds = 0;
    for (int id = first; id <= last; ++id) {
      SearchResult result = solve(file, id, search);
      if (result.status != SearchStatus::Solved) state.SkipWithError("an instance was not solved");
      generated += static_cast<double>(result.statistics.generated);
      expanded += static_cast<double>(result.statistics.expanded);
      cost += result.plan.cost;
      seconds += result.statistics.time_s;
    }
    state.SetIterationTime(seconds);
  }
  state.counters["generated"] = generated;
  state.counters["expanded"] = expanded;
  state.counters["generated_per_s"] = benchmark::Counter(generated, benchmark::Counter::kIsRate);
  state.counters["total_cost"] = cost;
}

void BM_IdaStarKorfManhattan(benchmark::State& state) {
  solve_instances(state, kKorf100, "idastar(manhattan)", int(state.range(0)), int(state.range(0)));
}
void BM_IdaStarKorfLinearConflict(benchmark::State& state) {
  solve_instances(state, kKorf100, "idastar(linear-conflict)", int(state.range(0)), int(state.range(0)));
}
void BM_IdaStarKorf100PatternDatabases(benchmark::State& state) {
  solve_instances(state, kKorf100, "idastar(" + kKorfFelner663 + ")", 1, 100);
}
void BM_IdaStarKorf100Auto(benchmark::State& state) { solve_instances(state, kKorf100, kAuto, 1, 100); }
// The 24-puzzle, one instance each: the selector's choice, and Korf and Felner's own heuristic
// (their 6-6-6-6 tables, each the least over the blank's regions, with the reflection) under
// plain IDA*, as they ran it.
void BM_IdaStarKorf24Auto(benchmark::State& state) {
  solve_instances(state, kKorf24, kAuto, int(state.range(0)), int(state.range(0)));
}
void BM_IdaStarKorf24KorfFelner(benchmark::State& state) {
  solve_instances(state, kKorf24, "idastar(tile-pdb-reduced(split=korf-felner-6-6-6-6))", int(state.range(0)),
                  int(state.range(0)));
}

}  // namespace

BENCHMARK(BM_IdaStarKorfManhattan)->DenseRange(1, 10)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IdaStarKorfLinearConflict)
    ->DenseRange(1, 10)
    ->Iterations(1)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IdaStarKorf100PatternDatabases)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IdaStarKorf100Auto)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IdaStarKorf24Auto)->DenseRange(1, 10)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);
BENCHMARK(BM_IdaStarKorf24KorfFelner)->DenseRange(1, 10)->Iterations(1)->UseManualTime()->Unit(benchmark::kSecond);
