#include "domains/sokoban/orders/goal_order_keys.hpp"

#include <memory>
#include <type_traits>

#include "domains/sokoban/orders/fill_order.hpp"
#include "domains/sokoban/orders/level_order.hpp"

namespace polyplan {
namespace {

// The level read through SokobanBoard (which refuses other tasks, naming "tiebreak"), the order
// built once, and per node minus its score, as larger scores go first.
template <class Order>
TieKey goal_order_key(const Environment& environment) {
  struct Shared {
    SokobanBoard board;
    Order order;
    std::vector<int> boxes;
  };
  SokobanBoard board(environment.task(),
                     std::is_same_v<Order, LevelOrder> ? "tiebreak=level-order" : "tiebreak=fill-order");
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

TieKeyPlugin fill_order_tie_key() {
  return {"fill-order", "boxes on goals of higher fill-order numbers first (Pereira et al.'s F)", "sokoban",
          goal_order_key<FillOrder>};
}

TieKeyPlugin level_order_tie_key() {
  return {"level-order", "more boxes on goals in the level order first (the Sokoban tie-breaking paper's L)", "sokoban",
          goal_order_key<LevelOrder>};
}

}  // namespace polyplan
