// The sliding-tile engine's ways of wasting less: the move automaton (duplicates=fsm) keeps a
// shortest path to every state (checked by a breadth-first search over board and automaton state
// on whole 2 x 4 and 3 x 3 spaces), A*+IDA* (hybrid=) and its threads find the exact optimal
// cost, and threads (sharing A*+IDA*'s frontier or plain IDA*'s iterations) change neither plan
// nor node counts; the engine's options are refused where
// the generic IDA* would run; table builds stop at the limits with the limit's report.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <deque>
#include <filesystem>
#include <random>
#include <unordered_map>
#include <unordered_set>

#include "domains/tiles/move_automaton.hpp"
#include "domains/tiles/unit_tile_board.hpp"
#include "parser/input_error.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"
#include "tests/support/tile_problems.hpp"

namespace polyplan {
namespace {

// Breadth-first from the start over (board, automaton state), each move refused when the
// automaton forbids it: the first depth each board is met at must be its true distance. Boards
// are packed 4 bits a cell (at most 16 cells).
void expect_shortest_paths_kept(const Task& task, const MoveAutomaton& automaton) {
  UnitTileBoard board = *UnitTileBoard::from(task);
  auto pack = [&](const std::vector<std::uint8_t>& tile_at) {
    std::uint64_t key = 0;
    for (std::uint8_t tile : tile_at) key = key << 4 | (tile == UnitTileBoard::kBlank ? 15u : tile);
    return key;
  };
  auto unpack = [&](std::uint64_t key, std::vector<std::uint8_t>& tile_at) {
    for (std::size_t cell = tile_at.size(); cell-- > 0; key >>= 4)
      tile_at[cell] = (key & 15) == 15 ? UnitTileBoard::kBlank : std::uint8_t(key & 15);
  };
  std::unordered_map<std::uint64_t, int> plain, pruned;
  std::vector<std::uint8_t> tile_at(board.start), child;
  for (const MoveAutomaton* machine : {static_cast<const MoveAutomaton*>(nullptr), &automaton}) {
    std::unordered_map<std::uint64_t, int>& depth = machine ? pruned : plain;
    std::unordered_set<std::uint64_t> seen;  // board << 20 | automaton state
    std::vector<std::uint64_t> layer{pack(board.start) << 20}, next;
    seen.insert(layer.front());
    for (int g = 0; !layer.empty(); ++g, layer.swap(next)) {
      next.clear();
      for (std::uint64_t node : layer) {
        unpack(node >> 20, tile_at);
        depth.emplace(node >> 20, g);
        int state = int(node & 0xFFFFF), blank = board.blank_of(tile_at);
        for (int direction = 0; direction < 4; ++direction) {
          int cell = board.neighbour[std::size_t(blank)][std::size_t(direction)];
          int after = machine ? machine->next(state, direction) : 0;
          if (cell < 0 || after == MoveAutomaton::kForbidden) continue;
          child = tile_at;
          std::swap(child[std::size_t(blank)], child[std::size_t(cell)]);
          std::uint64_t key = pack(child) << 20 | std::uint64_t(after);
          if (seen.insert(key).second) next.push_back(key);
        }
      }
    }
  }
  EXPECT_EQ(pruned.size(), plain.size());
  for (const auto& [state, distance] : plain) ASSERT_EQ(pruned.at(state), distance);
}

TEST(TileSearch, TheMoveAutomatonForbidsUndoingAndCyclesAndKeepsAShortestPathToEveryState) {
  const MoveAutomaton shallow(2);
  EXPECT_EQ(shallow.forbidden_strings(), 4u);  // left-right, up-down, right-left, down-up
  EXPECT_EQ(shallow.states(), 5);
  for (int direction = 0; direction < 4; ++direction)
    EXPECT_EQ(shallow.next(shallow.next(MoveAutomaton::kStart, direction), direction ^ 2), MoveAutomaton::kForbidden);
  const MoveAutomaton deep(12);
  // Three times round a 2 x 2 block (up, left, down, right) puts its three tiles back: the
  // automaton must refuse the cycle before it closes.
  int state = MoveAutomaton::kStart, made = 0;
  for (; made < 12 && state != MoveAutomaton::kForbidden; ++made)
    state = deep.next(state, std::array{1, 0, 3, 2}[made % 4]);
  EXPECT_EQ(state, MoveAutomaton::kForbidden);
  EXPECT_GT(deep.forbidden_strings(), shallow.forbidden_strings());
  auto again = MoveAutomaton::from_transitions(12, deep.transitions(), deep.forbidden_strings());
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->transitions(), deep.transitions());
  EXPECT_FALSE(MoveAutomaton::from_transitions(12, {0, 1, 2}, 0).has_value());

  expect_shortest_paths_kept(Task(test_support::tile_line("1 1 2 3 0 4 5 6 7", std::pair{2, 4})), deep);
  expect_shortest_paths_kept(Task(test_support::eight_puzzle("351/7.6/482", ".12/345/678")), MoveAutomaton(6));
}

const std::string kKorf1 = "1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";

SearchResult solve(const std::string& search, const Problem& problem, SearchLimits limits = {}) {
  Task task(problem);
  Environment environment(task);
  return SearchConfiguration::parse(search, "test").run(environment, limits);
}

// Korf's first instance (57 moves): every way of searching finds 57; the automaton prunes nodes
// plain IDA* generates (A*+IDA*'s gain depends on its budget and the instance: the benchmarks
// measure it); two threads report what one does.
TEST(TileSearch, HybridAndPrunedSearchesFindTheOptimalCost) {
  Problem korf1 = test_support::tile_line(kKorf1);
  SearchResult plain = solve("idastar(linear-conflict)", korf1);
  ASSERT_EQ(plain.plan.cost, 57);
  for (const char* search :
       {"idastar(linear-conflict, duplicates=fsm, fsm-depth=8)", "idastar(linear-conflict, hybrid=1)",
        "idastar(linear-conflict, hybrid=1, duplicates=fsm, fsm-depth=8)"}) {
    SearchResult result = solve(search, korf1);
    ASSERT_EQ(result.status, SearchStatus::Solved) << search;
    EXPECT_EQ(result.plan.cost, 57) << search;
  }
  EXPECT_LT(solve("idastar(linear-conflict, duplicates=fsm, fsm-depth=8)", korf1).statistics.generated,
            plain.statistics.generated);
  SearchResult one = solve("idastar(linear-conflict, hybrid=1, duplicates=fsm, fsm-depth=8)", korf1);
  SearchResult two = solve("idastar(linear-conflict, hybrid=1, duplicates=fsm, fsm-depth=8, threads=2)", korf1);
  EXPECT_EQ(two.plan.cost, 57);
  EXPECT_EQ(two.statistics.expanded, one.statistics.expanded);
  EXPECT_EQ(two.statistics.generated, one.statistics.generated);
  EXPECT_EQ(two.plan.moves.size(), one.plan.moves.size());
  for (std::size_t i = 0; i < one.plan.moves.size(); ++i)
    EXPECT_EQ(two.plan.moves[i].placement, one.plan.moves[i].placement);
}

// Plain IDA* shared out among threads in its own depth-first order: the same plan and exactly
// the same node counts as one thread, with and without the automaton, with two threads and with
// one per hardware thread (threads=0).
TEST(TileSearch, ThreadsSharingIdaStarIterationsReportWhatOneThreadDoes) {
  Problem korf1 = test_support::tile_line(kKorf1);
  for (const char* options : {"", ", duplicates=fsm, fsm-depth=8"}) {
    SearchResult one = solve(fmt::format("idastar(linear-conflict{})", options), korf1);
    for (int threads : {2, 0}) {
      SearchResult many = solve(fmt::format("idastar(linear-conflict{}, threads={})", options, threads), korf1);
      ASSERT_EQ(many.status, SearchStatus::Solved) << options << threads;
      EXPECT_EQ(many.plan.cost, 57) << options << threads;
      EXPECT_EQ(many.statistics.expanded, one.statistics.expanded) << options << threads;
      EXPECT_EQ(many.statistics.generated, one.statistics.generated) << options << threads;
      EXPECT_EQ(many.statistics.f_bound, one.statistics.f_bound) << options << threads;
      ASSERT_EQ(many.plan.moves.size(), one.plan.moves.size()) << options << threads;
      for (std::size_t i = 0; i < one.plan.moves.size(); ++i)
        EXPECT_EQ(many.plan.moves[i].placement, one.plan.moves[i].placement);
    }
  }
}

// Threads share a node limit: the run stops on it, and the expansions reported never pass it
// (each thread once had the whole budget: 232,365 reported for 100,000).
TEST(TileSearch, ThreadsStopWithinTheNodeLimit) {
  Problem korf1 = test_support::tile_line(kKorf1);
  SearchLimits limits;
  limits.nodes = 100000;
  for (const char* search : {"idastar(linear-conflict, threads=2)", "idastar(linear-conflict, hybrid=1, threads=2)",
                             "idastar(linear-conflict, duplicates=fsm, fsm-depth=8, threads=3)"}) {
    SearchResult result = solve(search, korf1, limits);
    EXPECT_EQ(result.status, SearchStatus::NodeLimit) << search;
    EXPECT_LE(result.statistics.expanded, limits.nodes) << search;
    EXPECT_GT(result.statistics.expanded, 0u) << search;
  }
}

// The exact distances of sampled 8-puzzle states (backward breadth-first search), found by the
// hybrid (its A* phase stops after a handful of nodes, so IDA* runs below a real frontier).
TEST(TileSearch, EveryVariantFindsTheExactOptimalCostOnThe8Puzzle) {
  Task task(test_support::eight_puzzle("351/7.6/482", ".12/345/678"));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 200'000);
  std::vector<int> h_star = goal_distances(space);
  std::mt19937 random(5);
  StateValues state(task.pieces().size());
  for (int sample = 0; sample < 8; ++sample) {
    StateId id = random() % space.states();
    space.registry->unpack(id, state);
    std::vector<std::string> cell_tile(9, "0");
    for (std::size_t tile = 0; tile < state.size(); ++tile)
      cell_tile[std::size_t(task.table(int(tile)).cells(int(state[tile]))[0])] = task.pieces()[tile].name;
    Problem sampled = test_support::tile_line(fmt::format("{} {}", sample, fmt::join(cell_tile, " ")));
    for (const char* search : {"idastar(manhattan, duplicates=fsm)", "idastar(tile-pdb(blank=region), hybrid=1)",
                               "idastar(tile-pdb-reduced, hybrid=1, duplicates=fsm, threads=2)",
                               "idastar(linear-conflict, threads=2)", "idastar(tile-pdb, duplicates=fsm, threads=3)"}) {
      SearchResult result = solve(search, sampled);
      ASSERT_EQ(result.status, SearchStatus::Solved) << search;
      EXPECT_EQ(result.plan.cost, h_star[id]) << search << " sample " << sample;
    }
  }
}

TEST(TileSearch, EngineOptionsAreRefusedWhereTheGenericIdaStarRuns) {
  try {
    SearchConfiguration::parse("idastar(manhattan, engine=false, duplicates=fsm)", "test");
    FAIL() << "the generic IDA* took an engine's option";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message,
              "idastar's option 'duplicates' is for its family engines; with engine=false the generic IDA* runs, which "
              "has no such option");
  }
  EXPECT_NO_THROW(SearchConfiguration::parse("idastar(manhattan, engine=false, hybrid=0)", "test"));
}

// A build that cannot fit --memory stops before it starts; one that runs past --time stops at
// the next check; neither leaves a file in the cache.
TEST(TileSearch, TableBuildsStopAtTheLimitsWithTheLimitsReport) {
  std::filesystem::path cache = std::filesystem::temp_directory_path() / "polyplan-build-limits-test";
  std::filesystem::remove_all(cache);
  const char* previous = std::getenv("POLYPLAN_CACHE");
  std::string saved = previous ? previous : "";
  setenv("POLYPLAN_CACHE", cache.c_str(), 1);
  Problem korf1 = test_support::tile_line(kKorf1);
  SearchLimits memory;
  memory.memory_bytes = 100u << 20;
  for (const char* search :
       {"idastar(tile-pdb(split=korf-felner-7-8))", "idastar(tile-pdb(split=korf-felner-7-8), engine=false)",
        "astar(tile-pdb-reduced(split=korf-felner-7-8))"}) {
    SearchResult result = solve(search, korf1, memory);
    EXPECT_EQ(result.status, SearchStatus::MemoryLimit) << search;
    EXPECT_TRUE(result.plan.moves.empty()) << search;
  }
  SearchLimits time;
  time.time_s = 0.5;
  auto start = std::chrono::steady_clock::now();
  SearchResult result =
      solve("idastar(tile-pdb(groups=\"1 2 3 4 5 6 7/8 9 10 11 12 13 14 15\", blank=region))", korf1, time);
  EXPECT_EQ(result.status, SearchStatus::TimeLimit);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 20.0);
  EXPECT_FALSE(std::filesystem::exists(cache) && !std::filesystem::is_empty(cache));
  if (previous)
    setenv("POLYPLAN_CACHE", saved.c_str(), 1);
  else
    unsetenv("POLYPLAN_CACHE");
  std::filesystem::remove_all(cache);
}

}  // namespace
}  // namespace polyplan
