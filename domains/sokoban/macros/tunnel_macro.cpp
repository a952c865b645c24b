#include "domains/sokoban/macros/tunnel_macro.hpp"

#include "domains/sokoban/board/single_box_pushes.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/macros/push_macro.hpp"

namespace polyplan {
namespace {

// The tables a level's macros read, built once per task.
class Tunnels {
 public:
  explicit Tunnels(const Task& task)
      : task_(task), board_(task, "macros=tunnel"), has_box_(board_), regions_(board_), placements_(task, board_) {
    for (int cell = 0; cell < board_.floor_count(); ++cell)
      for (int axis = 0; axis < 2; ++axis) tunnel_[axis].push_back(is_tunnel(cell, axis));
  }

  void extend(StateView state, std::vector<Move>& moves) {
    board_.box_cells(state, boxes_);
    has_box_.fill(boxes_);
    for (Move& move : moves) {
      if (move.piece == task_.agent() || move.direction < 0) continue;
      const int d = move.direction;
      const int from = task_.table(move.piece).cells(static_cast<int>(state[static_cast<std::size_t>(move.piece)]))[0];
      int cell = task_.table(move.piece).cells(static_cast<int>(move.placement))[0];
      int pushes = 0;
      while (tunnel_[d % 2][static_cast<std::size_t>(cell)]) {
        int next = board_.neighbour(cell, d);
        if (next == SokobanBoard::kNone || has_box_[next]) break;
        cell = next;
        ++pushes;
      }
      if (pushes == 0) continue;
      move.placement = placements_.box(cell);
      move.cost += pushes;
      // The agent stands behind the box and keeps the lowest cell of its region.
      regions_.flood(has_box_, from, cell, board_.neighbour(cell, (d + 2) % 4));
      move.agent = placements_.agent(regions_.lowest());
    }
    has_box_.clear(boxes_);
  }

 private:
  // Walls on both sides across the axis (0: left-right, 1: up-down), no goal, and the only way
  // between its two neighbours along the axis.
  bool is_tunnel(int cell, int axis) const {
    int before = board_.neighbour(cell, axis), after = board_.neighbour(cell, axis + 2);
    if (board_.is_goal(cell) || before == SokobanBoard::kNone || after == SokobanBoard::kNone) return false;
    if (board_.neighbour(cell, (axis + 1) % 4) != SokobanBoard::kNone ||
        board_.neighbour(cell, (axis + 3) % 4) != SokobanBoard::kNone)
      return false;
    std::vector<bool> seen(static_cast<std::size_t>(board_.floor_count()), false);
    std::vector<int> queue{before};
    seen[static_cast<std::size_t>(before)] = seen[static_cast<std::size_t>(cell)] = true;
    for (std::size_t head = 0; head < queue.size(); ++head)
      for (int d = 0; d < 4; ++d) {
        int next = board_.neighbour(queue[head], d);
        if (next == SokobanBoard::kNone || seen[static_cast<std::size_t>(next)]) continue;
        if (next == after) return false;
        seen[static_cast<std::size_t>(next)] = true;
        queue.push_back(next);
      }
    return true;
  }

  const Task& task_;
  SokobanBoard board_;
  BoxMap has_box_;
  std::vector<int> boxes_;
  std::vector<bool> tunnel_[2];
  SingleBoxPushes regions_;  // floods the agent's region once a box has moved
  PushPlacements placements_;
};

}  // namespace

MoveMacroPlugin tunnel_macro() {
  return push_macro_plugin<Tunnels>(
      "tunnel", "a push onto a tunnel cell carried on through the tunnel, one move (Junghanns and Schaeffer)", true,
      "it moves the pushes of a tunnel together");
}

}  // namespace polyplan
