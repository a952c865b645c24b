#include "domains/sokoban/deadlocks/freeze_deadlock.hpp"

namespace polyplan {

FreezeDeadlock::FreezeDeadlock(const SokobanBoard& board, const DeadSquares& dead_squares)
    : board_(board), dead_squares_(dead_squares), in_set_(static_cast<std::size_t>(board.floor_count()), 0) {}

// Blocked along the axis of `direction` (left-right for kLeft, up-down for kUp).
bool FreezeDeadlock::blocked(int cell, int direction) const {
  int one = board_.neighbour(cell, direction), other = board_.neighbour(cell, opposite(direction));
  if (one == SokobanBoard::kNone || other == SokobanBoard::kNone) return true;
  if (in_set_[static_cast<std::size_t>(one)] || in_set_[static_cast<std::size_t>(other)]) return true;
  return dead_squares_.dead(one) && dead_squares_.dead(other);
}

bool FreezeDeadlock::deadlocked(const std::vector<int>& boxes) {
  for (int cell : boxes) in_set_[static_cast<std::size_t>(cell)] = 1;
  // Take out boxes that can move given the others until none can; a box taken out can only free
  // its neighbours, so only they are looked at again.
  pending_ = boxes;
  while (!pending_.empty()) {
    int cell = pending_.back();
    pending_.pop_back();
    if (!in_set_[static_cast<std::size_t>(cell)] || (blocked(cell, kLeft) && blocked(cell, kUp))) continue;
    in_set_[static_cast<std::size_t>(cell)] = 0;
    for (int d = 0; d < 4; ++d) {
      int next = board_.neighbour(cell, d);
      if (next != SokobanBoard::kNone && in_set_[static_cast<std::size_t>(next)]) pending_.push_back(next);
    }
  }
  members_.clear();
  bool frozen_off_goal = false;
  for (int cell : boxes) {
    if (!in_set_[static_cast<std::size_t>(cell)]) continue;
    members_.push_back(cell);
    frozen_off_goal = frozen_off_goal || !board_.is_goal(cell);
    in_set_[static_cast<std::size_t>(cell)] = 0;
  }
  return frozen_off_goal;
}

}  // namespace polyplan
