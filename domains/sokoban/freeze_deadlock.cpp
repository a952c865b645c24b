#include "domains/sokoban/freeze_deadlock.hpp"

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
  // Only a box off its goal makes a deadlock; without one there is nothing to look for.
  bool any_off_goal = false;
  for (int cell : boxes) any_off_goal = any_off_goal || !board_.is_goal(cell);
  if (!any_off_goal) return false;
  members_ = boxes;
  for (int cell : members_) in_set_[static_cast<std::size_t>(cell)] = 1;
  // Remove boxes that can move given the others, until none can: each pass is linear and at
  // least one box leaves per pass that changes anything.
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < members_.size();) {
      int cell = members_[i];
      if (blocked(cell, kLeft) && blocked(cell, kUp)) {
        ++i;
        continue;
      }
      in_set_[static_cast<std::size_t>(cell)] = 0;
      members_[i] = members_.back();
      members_.pop_back();
      changed = true;
    }
  }
  bool frozen_off_goal = false;
  for (int cell : members_) {
    frozen_off_goal = frozen_off_goal || !board_.is_goal(cell);
    in_set_[static_cast<std::size_t>(cell)] = 0;
  }
  return frozen_off_goal;
}

}  // namespace polyplan
