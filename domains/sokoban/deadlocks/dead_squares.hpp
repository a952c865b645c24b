#pragma once
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// The cells from which a box pushed alone reaches some goal, `extra_wall` (kNone: none) counting as
// a wall: reverse pulls from every goal. The hotspot table runs it once per cell with that cell
// walled, which is why the wall is a parameter rather than a copy of the board.
std::vector<bool> cells_reaching_a_goal(const SokobanBoard& board, int extra_wall = SokobanBoard::kNone);

// Dead squares: floor cells from which a box can reach no goal even when it is the only box.
// They are what reverse pulls from the goals never reach: a pull moves a box from `c` to the
// neighbour `n` when the cell beyond `n` is floor too (the agent backs into it), which is exactly
// the inverse of a push. The agent's own reachability is ignored, so the set of live cells can
// only be too large, never too small: a box on a dead square is always a deadlock.
class DeadSquares {
 public:
  explicit DeadSquares(const SokobanBoard& board);

  bool dead(int cell) const { return dead_[static_cast<std::size_t>(cell)]; }
  int count() const;

 private:
  std::vector<bool> dead_;
};

}  // namespace polyplan
