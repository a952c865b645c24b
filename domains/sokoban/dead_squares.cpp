#include "domains/sokoban/dead_squares.hpp"

#include <algorithm>

namespace polyplan {

DeadSquares::DeadSquares(const SokobanBoard& board) : dead_(static_cast<std::size_t>(board.floor_count()), true) {
  // One breadth-first pass from every goal at once: a cell is live when some goal is reachable.
  std::vector<int> queue;
  for (int goal : board.goals()) {
    dead_[static_cast<std::size_t>(goal)] = false;
    queue.push_back(goal);
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    int cell = queue[head];
    for (int d = 0; d < 4; ++d) {
      int from = board.neighbour(cell, d);  // where the box is pulled to
      if (from == SokobanBoard::kNone || !dead_[static_cast<std::size_t>(from)]) continue;
      if (board.neighbour(from, d) == SokobanBoard::kNone) continue;  // the agent needs room behind it
      dead_[static_cast<std::size_t>(from)] = false;
      queue.push_back(from);
    }
  }
}

int DeadSquares::count() const { return static_cast<int>(std::count(dead_.begin(), dead_.end(), true)); }

}  // namespace polyplan
