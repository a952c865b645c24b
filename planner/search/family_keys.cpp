#include "planner/search/family_keys.hpp"

#include <cstdlib>
#include <memory>

#include "domains/sokoban/fill_order.hpp"
#include "domains/sokoban/level_order.hpp"
#include "parser/source/diagnostics.hpp"

namespace polyplan {
namespace {

// The vertical distance of the first target piece from its goal placement: rows between their
// top cells (the Flying Block paper's d_v tie-breaker, Section 5.10).
TieKey vertical_distance_key(const Environment& environment) {
  const Task& task = environment.task();
  for (const auto& placed : task.goal().placed()) {
    if (placed.placements.empty()) continue;
    const PlacementTable& table = task.table(placed.piece);
    int goal_row = task.frame().coord(table.cells(placed.placements.front())[0]).row;
    std::size_t piece = static_cast<std::size_t>(placed.piece);
    return [&task, &table, piece, goal_row](const TieContext& node) {
      int row = task.frame().coord(table.cells(static_cast<int>(node.state[piece]))[0]).row;
      return std::abs(row - goal_row);
    };
  }
  throw InputError(Diagnostic::about("tiebreak", "vertical-distance needs a target piece placed by an (at ...) goal"));
}

// A Sokoban order key: the level read through SokobanBoard (which refuses other tasks, naming
// "tiebreak"), the order built once, and per node minus its score, as larger scores go first.
template <class Order>
TieKey sokoban_order_key(const Environment& environment) {
  struct Shared {
    SokobanBoard board;
    Order order;
    std::vector<int> boxes;
  };
  SokobanBoard board(environment.task(), "tiebreak");
  std::vector<int> initial;
  board.box_cells(environment.initial_state(), initial);
  std::shared_ptr<Shared> shared;
  if constexpr (std::is_same_v<Order, LevelOrder>)
    shared = std::make_shared<Shared>(Shared{board, Order(board, initial), {}});
  else
    shared = std::make_shared<Shared>(Shared{board, Order(board), {}});
  return [shared](const TieContext& node) {
    shared->board.box_cells(node.state, shared->boxes);
    return -shared->order.score(shared->boxes);
  };
}

}  // namespace

std::vector<TieKeyPlugin> family_tie_keys() {
  return {
      {"vertical-distance",
       "the first target's rows from its goal placement, fewer first (the Flying Block paper's d_v)", "flying-block",
       vertical_distance_key},
      {"fill-order", "boxes on goals of higher fill-order numbers first (Pereira et al.'s F)", "sokoban",
       sokoban_order_key<FillOrder>},
      {"level-order", "more boxes on goals in the level order first (the Sokoban tie-breaking paper's L)", "sokoban",
       sokoban_order_key<LevelOrder>},
  };
}

}  // namespace polyplan
