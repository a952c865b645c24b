// Successor generation per family and a full enumeration of the 8-puzzle: the hot loop every
// search runs. Counters report generated states per second.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <random>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"

namespace {

using namespace polyplan;

// States met on a seeded random walk, so the benchmark measures typical states, not the start.
std::vector<StateValues> walk_states(Environment& environment, int count) {
  std::mt19937 random(12345);
  std::vector<StateValues> states{environment.initial_state()};
  std::vector<Move> moves;
  StateValues next(states.front().size());
  StateValues current = states.front();
  while (static_cast<int>(states.size()) < count) {
    environment.successors(current, moves);
    if (moves.empty()) {  // a dead end (a Sokoban box in a corner): start the walk again
      current = states.front();
      continue;
    }
    environment.apply(current, moves[random() % moves.size()], next);
    current = next;
    states.push_back(current);
  }
  return states;
}

void generate_successors(benchmark::State& state, const std::string& input) {
  if (!std::filesystem::exists(split_input_spec(input).first)) {
    state.SkipWithError(("missing benchmark data: " + input).c_str());
    return;
  }
  Task task(load_input(input, {}, domain_registry()).front());
  Environment environment(task);
  std::vector<StateValues> states = walk_states(environment, 1000);
  std::vector<Move> moves;
  StateValues child(states.front().size());
  std::size_t generated = 0;
  for (auto _ : state) {
    for (const StateValues& values : states) {
      environment.successors(values, moves);
      for (const Move& move : moves) environment.apply(values, move, child);
      generated += moves.size();
      benchmark::DoNotOptimize(child.data());
    }
  }
  state.counters["generated_per_s"] = benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kIsRate);
}

void BM_SuccessorsFifteenPuzzle(benchmark::State& state) {
  generate_successors(state, POLYPLAN_SHARED_DATA_DIR "/tiles/korf100.txt#1");
}
void BM_SuccessorsFlyingBlock(benchmark::State& state) {
  generate_successors(state, POLYPLAN_SHARED_DATA_DIR "/fbp/B-h15-k1-i3-1");
}
void BM_SuccessorsFlyingBlockWideOpen(benchmark::State& state) {
  generate_successors(state, POLYPLAN_SHARED_DATA_DIR "/fbp/A-h15-k4-l3-1");
}
void BM_SuccessorsSokoban(benchmark::State& state) {
  generate_successors(state, POLYPLAN_SHARED_DATA_DIR "/sokoban/XSokoban.xsb#1");
}

void BM_EnumerateEightPuzzle(benchmark::State& state) {
  Task task(load_input(POLYPLAN_SOURCE_DIR "/examples/spec-examples.pzl#eight-14", {}, domain_registry()).front());
  Environment environment(task);
  std::size_t states = 0;
  for (auto _ : state) {
    StateSpace space = explore_state_space(environment, 1'000'000);
    states = space.states();
    benchmark::DoNotOptimize(space.edges.data());
  }
  state.counters["states"] = static_cast<double>(states);
}

// A* with the blind heuristic on the 8-puzzle's unsolvable half: it expands all 181,440 states
// of the start's half and proves there is no plan, the search's raw expansion rate.
void BM_AStarBlindExhaustsEightPuzzle(benchmark::State& state) {
  std::string text =
      "(define (problem swapped) (:domain sliding-tiles) (:board \"\"\"\n.12\n345\n678\n\"\"\")"
      " (:goal (board \"\"\"\n.21\n345\n678\n\"\"\")))";
  Task task(load_pzl(SourceFile::from_text("swapped.pzl", text), "", domain_registry()).front());
  Environment environment(task);
  SearchConfiguration search = SearchConfiguration::parse("astar(blind)", "bench");
  std::size_t expanded = 0, per_run = 0;
  for (auto _ : state) {
    SearchResult result = search.run(environment, {});
    expanded += result.statistics.expanded;
    per_run = result.statistics.expanded;
    if (result.status != SearchStatus::Unsolvable) state.SkipWithError("expected the unsolvable half");
  }
  // The deterministic count beside the rate: a change that made the search expand fewer states
  // would show here, not pass for a faster engine.
  state.counters["expanded"] = static_cast<double>(per_run);
  state.counters["expanded_per_s"] = benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kIsRate);
}

BENCHMARK(BM_AStarBlindExhaustsEightPuzzle)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SuccessorsFifteenPuzzle)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SuccessorsFlyingBlock)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SuccessorsFlyingBlockWideOpen)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SuccessorsSokoban)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EnumerateEightPuzzle)->Unit(benchmark::kMillisecond);

}  // namespace
