#include "heuristics/sokoban/linear_conflicts.hpp"

namespace polyplan {

bool LinearConflicts::starts_along(const PushDistances& distances, int row, int cell, unsigned sides, int along,
                                   const Hungarian& matching) {
  const std::span<const std::uint16_t> to_goal = distances.goal_row(cell, sides);
  for (int goal = 0; goal < distances.goal_count(); ++goal) {
    if (matching.reduced_cost(row, goal) >= 2) continue;  // raising this goal's cost is not needed
    int best = to_goal[static_cast<std::size_t>(goal)];
    if (best == PushDistances::kInfinite) continue;  // an "infinite" cost is never nearly tight
    // A first push across the axis that the agent could make must be worse (so, by parity, worse
    // by 2). On its own goal (best 0) every first push is: the box has to come back.
    for (int direction = 0; direction < 4; ++direction) {
      if (direction == along || direction == opposite(along) || !(sides & (1u << opposite(direction)))) continue;
      if (distances.distance_after_push(goal, cell, direction) <= best) return false;
    }
  }
  return true;
}

int LinearConflicts::count(const SokobanBoard& board, const PushDistances& distances, const std::vector<int>& boxes,
                           const std::vector<unsigned>& sides, const BoxMap& has_box, const Hungarian& matching) {
  if (row_of_cell_.size() != used_.size()) row_of_cell_.assign(used_.size(), -1);
  for (std::size_t row = 0; row < boxes.size(); ++row)
    row_of_cell_[static_cast<std::size_t>(boxes[row])] = static_cast<int>(row);
  int conflicts = 0;
  for (std::size_t row = 0; row < boxes.size(); ++row) {
    int a = boxes[row];
    if (used_[static_cast<std::size_t>(a)]) continue;
    for (int toward : {kRight, kDown}) {
      int b = board.neighbour(a, toward);
      if (b == SokobanBoard::kNone || !has_box[b] || used_[static_cast<std::size_t>(b)]) continue;
      if (board.is_goal(a) && board.is_goal(b)) continue;
      int other = row_of_cell_[static_cast<std::size_t>(b)];
      if (!starts_along(distances, static_cast<int>(row), a, sides[row], toward, matching) ||
          !starts_along(distances, other, b, sides[static_cast<std::size_t>(other)], toward, matching))
        continue;
      used_[static_cast<std::size_t>(a)] = used_[static_cast<std::size_t>(b)] = 1;
      ++conflicts;
      break;
    }
  }
  for (int cell : boxes) used_[static_cast<std::size_t>(cell)] = 0;
  return conflicts;
}

}  // namespace polyplan
