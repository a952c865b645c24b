#include "domains/sokoban/deadlocks/dead_squares.hpp"

#include <algorithm>

namespace polyplan {

std::vector<bool> cells_reaching_a_goal(const SokobanBoard& board, int extra_wall) {
  // One breadth-first pass from every goal at once: a cell is live when some goal is reachable.
  std::vector<bool> reached(static_cast<std::size_t>(board.floor_count()), false);
  auto open = [&](int cell) { return cell != SokobanBoard::kNone && cell != extra_wall; };
  std::vector<int> queue;
  for (int goal : board.goals())
    if (goal != extra_wall) {
      reached[static_cast<std::size_t>(goal)] = true;
      queue.push_back(goal);
    }
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (int d = 0; d < 4; ++d) {
      const int from = board.neighbour(queue[head], d);  // where the box is pulled to
      // The agent needs room behind the box it pulls.
      if (!open(from) || !open(board.neighbour(from, d)) || reached[static_cast<std::size_t>(from)]) continue;
      reached[static_cast<std::size_t>(from)] = true;
      queue.push_back(from);
    }
  return reached;
}

DeadSquares::DeadSquares(const SokobanBoard& board) : dead_(cells_reaching_a_goal(board)) { dead_.flip(); }

int DeadSquares::count() const { return static_cast<int>(std::count(dead_.begin(), dead_.end(), true)); }

}  // namespace polyplan
