// IDA* on Korf's 15-puzzle instances through the sliding-tile fast path (the numbers the issue
// asks for): generated nodes and nodes per second per instance, and the whole of Korf's 100 with
// the best pattern databases. Timing is the search alone (manual time), so table loading and
// building are not counted; each instance runs once.
//   build/bench/polyplan_bench --benchmark_filter=IdaStarKorf
#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"

namespace {

using namespace polyplan;

const std::string kKorf100 = POLYPLAN_SHARED_DATA_DIR "/tiles/korf100.txt";
const std::string kKorfFelner663 = "tile-pdb(groups=\"1 4 5 8 9 12/2 3 6 7 10 11/13 14 15\")";

// Runs `search` on each instance, counting search time only; the counters add up over instances.
void solve_instances(benchmark::State& state, const std::string& search, int first, int last) {
  if (!std::filesystem::exists(kKorf100)) {
    state.SkipWithError(("missing benchmark data: " + kKorf100).c_str());
    return;
  }
  SearchConfiguration configuration = SearchConfiguration::parse(search, "benchmark");
  double generated = 0, cost = 0;
  for (auto _ : state) {
    double seconds = 0;
    for (int id = first; id <= last; ++id) {
      Task task(load_input(kKorf100 + "#" + std::to_string(id), {}, domain_registry()).front());
      Environment environment(task);
      SearchResult result = configuration.run(environment, SearchLimits{});
      if (result.status != SearchStatus::Solved) state.SkipWithError("an instance was not solved");
      generated += static_cast<double>(result.statistics.generated);
      cost += result.plan.cost;
      seconds += result.statistics.time_s;
    }
    state.SetIterationTime(seconds);
  }
  state.counters["generated"] = generated;
  state.counters["generated_per_s"] = benchmark::Counter(generated, benchmark::Counter::kIsRate);
  state.counters["total_cost"] = cost;
}

void BM_IdaStarKorfManhattan(benchmark::State& state) {
  solve_instances(state, "idastar(manhattan)", int(state.range(0)), int(state.range(0)));
}
void BM_IdaStarKorfLinearConflict(benchmark::State& state) {
  solve_instances(state, "idastar(linear-conflict)", int(state.range(0)), int(state.range(0)));
}
void BM_IdaStarKorf100PatternDatabases(benchmark::State& state) {
  solve_instances(state, "idastar(" + kKorfFelner663 + ")", 1, 100);
}

}  // namespace

BENCHMARK(BM_IdaStarKorfManhattan)->DenseRange(1, 10)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IdaStarKorfLinearConflict)->DenseRange(1, 10)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_IdaStarKorf100PatternDatabases)->Iterations(1)->UseManualTime()->Unit(benchmark::kMillisecond);
