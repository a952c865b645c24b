// Front-end throughput: how long reading and checking inputs takes, so that suites of hundreds
// of instances never wait on the parser.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "parser/parse.hpp"

namespace {

using namespace polyplan;

void load_or_skip(benchmark::State& state, const std::string& input) {
  if (!std::filesystem::exists(split_input_spec(input).first)) {
    state.SkipWithError(("missing benchmark data: " + input).c_str());
    return;
  }
  std::size_t problems = 0;
  for (auto _ : state) {
    auto loaded = load_input(input, {}, domain_registry());
    problems = loaded.size();
    benchmark::DoNotOptimize(loaded.data());
  }
  state.counters["problems"] = static_cast<double>(problems);
  state.counters["problems_per_s"] = benchmark::Counter(
      static_cast<double>(problems) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_SpecExamples(benchmark::State& state) {
  load_or_skip(state, POLYPLAN_SOURCE_DIR "/examples/spec-examples.pzl");
}
void BM_MicrobanAllLevels(benchmark::State& state) {
  load_or_skip(state, POLYPLAN_SHARED_DATA_DIR "/sokoban/Microban.xsb");
}
void BM_XSokobanAllLevels(benchmark::State& state) {
  load_or_skip(state, POLYPLAN_SHARED_DATA_DIR "/sokoban/XSokoban.xsb");
}
void BM_Korf100(benchmark::State& state) { load_or_skip(state, POLYPLAN_SHARED_DATA_DIR "/tiles/korf100.txt"); }
void BM_FlyingBlockInstance(benchmark::State& state) {
  load_or_skip(state, POLYPLAN_SHARED_DATA_DIR "/fbp/B-h15-k1-i3-1");
}

BENCHMARK(BM_SpecExamples);
BENCHMARK(BM_MicrobanAllLevels)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_XSokobanAllLevels)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Korf100)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FlyingBlockInstance);

}  // namespace
