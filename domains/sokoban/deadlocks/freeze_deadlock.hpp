#pragma once
#include <vector>

#include "domains/sokoban/deadlocks/dead_squares.hpp"

namespace polyplan {

// Freeze deadlocks: boxes that can never move again, found as the largest set S of boxes in which
// every box is blocked both horizontally and vertically, where a box is blocked along an axis
// when a wall is on either side, or a box of S is on either side, or both sides are dead squares.
// No box of S can ever be pushed: the first push of a box of S would need both cells along its
// axis free of walls and of (still unmoved) boxes of S, and would not end on a dead square. So a
// box of S off its goal means the state is unsolvable.
//
// The set is computed downwards from all boxes (a greatest fixed point, with a worklist: linear in
// the boxes), which needs no recursion and finds every box the usual recursive test ("treat the
// box as a wall") finds.
class FreezeDeadlock {
 public:
  FreezeDeadlock(const SokobanBoard& board, const DeadSquares& dead_squares);

  // `boxes` are the cells of every box.
  bool deadlocked(const std::vector<int>& boxes);
  // The cells of S after the last call to deadlocked() (in no particular order). Without a
  // deadlock these are boxes on goals that will never move again: walls, as far as the other
  // boxes are concerned.
  const std::vector<int>& frozen() const { return members_; }

 private:
  bool blocked(int cell, int direction) const;

  const SokobanBoard& board_;
  const DeadSquares& dead_squares_;
  std::vector<unsigned char> in_set_;  // per floor cell: a box of S stands here; all 0 between calls
  std::vector<int> members_;
  std::vector<int> pending_;
};

}  // namespace polyplan
