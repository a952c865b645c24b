#include "planner/fast_paths/sliding_tiles_ida_star.hpp"

#include <algorithm>
#include <stdexcept>

#include "domains/tiles/tile_puzzle.hpp"
#include "heuristics/tiles/incremental_linear_conflict.hpp"
#include "heuristics/tiles/incremental_manhattan.hpp"
#include "heuristics/tiles/incremental_tile_pdb.hpp"
#include "heuristics/tiles/tile_pdb.hpp"
#include "planner/search/incremental_ida_star.hpp"
#include "planner/search/setup_budget.hpp"

namespace polyplan {
namespace {

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

template <class Heuristic>
SearchResult solve(Environment& environment, const UnitTileBoard& board, Heuristic& heuristic,
                   const SearchLimits& limits) {
  TilePuzzle<Heuristic> puzzle(board, heuristic);
  auto result = IncrementalIdaStar<TilePuzzle<Heuristic>>(puzzle, limits).run();
  Plan plan = result.status == SearchStatus::Solved ? replay(environment, board, result.path) : Plan{};
  return finished_search(result.status, std::move(plan), result.statistics, result.elapsed_s,
                         result.path.capacity() * sizeof(TileSlide));
}

std::optional<SearchResult> run_sliding_tiles_ida_star(Environment& environment, const HeuristicChoice& choice,
                                                       const SearchLimits& limits) {
  const HeuristicPlugin& plugin = *choice.plugin;
  std::optional<UnitTileBoard> board = UnitTileBoard::from(environment.task());
  if (!board) return std::nullopt;
  if (plugin.name == "manhattan") {
    IncrementalManhattan heuristic(*board);
    return solve(environment, *board, heuristic, limits);
  }
  if (plugin.name == "linear-conflict") {
    IncrementalLinearConflict heuristic(*board);
    return solve(environment, *board, heuristic, limits);
  }
  if (plugin.name == "tile-pdb") {
    SetupBudget setup(limits);  // building (or loading) the databases spends the limits and stops at them
    std::unique_ptr<Heuristic> generic;
    try {
      generic = choice.create(environment);
    } catch (const BuildStopped& stop) {
      return setup.stopped(stop);
    }
    const auto& tables = dynamic_cast<const TilePdb&>(*generic);
    IncrementalTilePdb heuristic(*board, tables.databases(), tables.symmetry());
    std::optional<SearchLimits> left = setup.left(limits, generic->memory_bytes());
    if (!left) return setup.exhausted();
    return setup.add_to(solve(environment, *board, heuristic, *left));
  }
  return std::nullopt;
}

}  // namespace

FamilyEnginePlugin sliding_tiles_ida_star() {
  return {"sliding-tiles-ida-star",
          "IDA* on a byte board with one blank and unit slides; manhattan, linear-conflict and tile-pdb updated per "
          "move",
          "sliding-tiles", "idastar", run_sliding_tiles_ida_star};
}

}  // namespace polyplan
