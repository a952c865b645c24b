#include "domains/sokoban/orders/fill_order.hpp"

namespace polyplan {

FillOrder::FillOrder(const SokobanBoard& board) : rank_(static_cast<std::size_t>(board.floor_count()), 0) {
  std::vector<bool> has_box(static_cast<std::size_t>(board.floor_count()), false);
  for (int goal : board.goals()) has_box[static_cast<std::size_t>(goal)] = true;
  auto free = [&](int cell) { return cell != SokobanBoard::kNone && !has_box[static_cast<std::size_t>(cell)]; };
  // A pull moves the box to the neighbour n with the agent backing into the cell beyond n: both
  // must be free. The agent's way there is not asked for (the paper's rule does not either).
  auto pullable = [&](int goal) {
    for (int d = 0; d < 4; ++d) {
      int next = board.neighbour(goal, d);
      if (free(next) && free(board.neighbour(next, d))) return true;
    }
    return false;
  };
  int removed = 0;
  for (bool progress = true; progress;) {
    // The "arbitrary order" of the paper made deterministic: the lowest-numbered pullable goal.
    progress = false;
    for (int goal : board.goals()) {
      if (!has_box[static_cast<std::size_t>(goal)] || !pullable(goal)) continue;
      has_box[static_cast<std::size_t>(goal)] = false;
      rank_[static_cast<std::size_t>(goal)] = ++removed;
      progress = true;
      break;
    }
  }
  for (int goal : board.goals())
    if (has_box[static_cast<std::size_t>(goal)]) rank_[static_cast<std::size_t>(goal)] = removed + 1;
}

int FillOrder::score(const std::vector<int>& box_cells) const {
  int sum = 0;
  for (int cell : box_cells) sum += rank(cell);
  return sum;
}

}  // namespace polyplan
