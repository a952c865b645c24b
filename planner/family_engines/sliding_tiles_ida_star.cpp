#include "planner/family_engines/sliding_tiles_ida_star.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <thread>

#include "domains/family.hpp"
#include "domains/tiles/tile_puzzle.hpp"
#include "heuristics/tiles/incremental_linear_conflict.hpp"
#include "heuristics/tiles/incremental_manhattan.hpp"
#include "heuristics/tiles/incremental_tile_form.hpp"
#include "heuristics/tiles/incremental_tile_pdb.hpp"
#include "planner/family_engines/move_automaton_cache.hpp"
#include "planner/search/built_apart.hpp"
#include "planner/search/ida_star/hybrid_ida_star.hpp"
#include "planner/search/ida_star/incremental_ida_star.hpp"
#include "planner/search/ida_star/split_ida_star.hpp"
#include "planner/search/setup_budget.hpp"

namespace polyplan {
namespace {

// Tasks per iteration when threads share plain IDA*'s iterations: enough that the threads' last
// tasks, searched past the goal's, are a small part of an iteration.
constexpr std::size_t kTasksPerThread = 8192;

// What the engine's options ask for.
struct EngineSettings {
  const MoveAutomaton* automaton = nullptr;  // duplicates=fsm
  std::size_t hybrid_bytes = 0;              // A*+IDA*'s budget; 0: IDA* from the start
  int threads = 1;
};

EngineSettings settings_of(const PluginOptions& options, const UnitTileBoard& board) {
  EngineSettings settings;
  // Forbidden strings are proved on full rectangles only (move_automaton.hpp).
  if (std::get<std::string>(options.at("duplicates")) == "fsm" && board.cells == board.rows * board.cols)
    settings.automaton = &cached_move_automaton(std::get<int>(options.at("fsm-depth")));
  settings.hybrid_bytes = std::size_t(std::get<int>(options.at("hybrid"))) << 20;
  settings.threads = std::get<int>(options.at("threads"));
  if (settings.threads == 0) settings.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  return settings;
}

// The generic model's moves for a path of (from, to) slides, found among the generic successors,
// so a plan from the fast engine is exactly what the generic one would report.
Plan replay(Environment& environment, const UnitTileBoard& board, const std::vector<TileSlide>& path) {
  const Task& task = environment.task();
  Plan plan;
  StateValues state = environment.initial_state(), child(state.size());
  std::vector<Move> moves;
  for (const TileSlide& step : path) {
    int tile = board.tiles_of(task, state)[step.from];
    environment.successors(state, moves);
    auto move = std::find_if(moves.begin(), moves.end(), [&](const Move& m) {
      return m.piece == tile && task.table(tile).cells(static_cast<int>(m.placement))[0] == step.to;
    });
    if (move == moves.end()) throw std::logic_error("sliding-tiles IDA*: a move of its plan is not a move of the task");
    environment.apply(state, *move, child);
    state = child;
    plan.moves.push_back(*move);
    plan.cost += move->cost;
  }
  return plan;
}

// `heuristics`: one per thread.
template <class Heuristic>
SearchResult solve(Environment& environment, const UnitTileBoard& board,
                   std::vector<std::unique_ptr<Heuristic>>& heuristics, const EngineSettings& settings,
                   SearchLimits limits) {
  using Puzzle = TilePuzzle<Heuristic>;
  auto puzzles = built_apart<Puzzle>(heuristics.size(), [&](std::size_t thread) {
    return std::make_unique<Puzzle>(board, *heuristics[thread], settings.automaton);
  });
  std::vector<Puzzle*> workers;
  for (auto& puzzle : puzzles) workers.push_back(puzzle.get());
  IncrementalIdaResult<TileSlide> result;
  if (settings.hybrid_bytes > 0 && puzzles.front()->keys()) {
    std::size_t budget = settings.hybrid_bytes;
    if (limits.memory_bytes > 0) budget = std::min(budget, limits.memory_bytes);
    result = HybridIdaStar<Puzzle>(workers, limits, budget).run();
  } else if (workers.size() > 1) {
    result = SplitIdaStar<Puzzle>(workers, limits, kTasksPerThread * workers.size()).run();
  } else {
    result = IncrementalIdaStar<Puzzle>(*puzzles.front(), limits).run();
    result.statistics.memory_bytes = 0;
  }
  Plan plan = result.status == SearchStatus::Solved ? replay(environment, board, result.path) : Plan{};
  return finished_search(result.status, std::move(plan), result.statistics, result.elapsed_s,
                         result.statistics.memory_bytes + result.path.capacity() * sizeof(TileSlide));
}

template <class Heuristic, class Make>
std::vector<std::unique_ptr<Heuristic>> per_thread(const EngineSettings& settings, Make make) {
  return built_apart<Heuristic>(std::size_t(settings.threads), [&](std::size_t) { return make(); });
}

std::optional<SearchResult> run_sliding_tiles_ida_star(Environment& environment, const HeuristicChoice& choice,
                                                       const PluginOptions& options, const SearchLimits& limits) {
  const HeuristicPlugin& plugin = *choice.plugin;
  // A heuristic on a task of another family is refused by the generic path, with its message.
  if (!plugin.properties.made_for(family_of(environment.task()))) return std::nullopt;
  std::optional<UnitTileBoard> board = UnitTileBoard::from(environment.task());
  if (!board) return std::nullopt;
  EngineSettings settings = settings_of(options, *board);
  switch (incremental_tile_form(plugin)) {
    case IncrementalTileForm::Manhattan: {
      auto heuristics =
          per_thread<IncrementalManhattan>(settings, [&] { return std::make_unique<IncrementalManhattan>(*board); });
      return solve(environment, *board, heuristics, settings, limits);
    }
    case IncrementalTileForm::LinearConflict: {
      auto heuristics = per_thread<IncrementalLinearConflict>(
          settings, [&] { return std::make_unique<IncrementalLinearConflict>(*board); });
      return solve(environment, *board, heuristics, settings, limits);
    }
    case IncrementalTileForm::PatternDatabases: {
      // Building (or loading) the databases spends the limits and stops at them.
      std::unique_ptr<Heuristic> generic;
      auto build = [&] {
        generic = choice.create(environment);
        return generic->memory_bytes();
      };
      return run_after_setup(limits, build, [&](const SearchLimits& left) {
        const auto& views = tile_pdb_views(*generic);
        auto heuristics = per_thread<IncrementalTilePdb>(
            settings, [&] { return std::make_unique<IncrementalTilePdb>(*board, views); });
        return solve(environment, *board, heuristics, settings, left);
      });
    }
    case IncrementalTileForm::None:
      break;
  }
  return std::nullopt;
}

}  // namespace

FamilyEnginePlugin sliding_tiles_ida_star() {
  return {"sliding-tiles-ida-star",
          "IDA* on a byte board with one blank and unit slides; manhattan, linear-conflict and tile-pdb updated per "
          "move",
          "sliding-tiles",
          "idastar",
          {PluginOption::choice("duplicates", "parent", {"parent", "fsm"},
                                "sliding-tiles engine: which paths to a state searched before are not searched "
                                "again: parent (no move undoing the last), or fsm (Taylor and Korf's automaton of "
                                "move strings with an earlier equivalent, full rectangles only)"),
           PluginOption::integer("fsm-depth", 12, 2, 14,
                                 "sliding-tiles engine: the longest forbidden move string duplicates=fsm finds"),
           PluginOption::integer("hybrid", 0, 0, 1 << 20,
                                 "sliding-tiles engine: A*+IDA* (Bu and Korf): A* until its nodes fill this many MiB "
                                 "(and --memory), then IDA* below its open nodes; 0: IDA* from the start"),
           PluginOption::integer("threads", 1, 0, 64,
                                 "sliding-tiles engine: threads sharing each IDA* iteration: the subtrees below a "
                                 "depth-first split, or hybrid's frontier nodes, in order; plans and node counts do "
                                 "not depend on it; 0: one per hardware thread")},
          run_sliding_tiles_ida_star};
}

}  // namespace polyplan
