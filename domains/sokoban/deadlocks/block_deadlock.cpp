#include "domains/sokoban/deadlocks/block_deadlock.hpp"

namespace polyplan {

bool BlockDeadlock::deadlocked(const std::vector<int>& boxes, const BoxMap& has_box) const {
  for (int cell : boxes) {
    if (board_.is_goal(cell)) continue;
    // The four squares with this box in a corner: a horizontal and a vertical neighbour, and the
    // cell diagonal to the box between them. A wall next to the box has no floor number, so the
    // diagonal is reached through whichever of the two neighbours is floor.
    for (int horizontal : {kLeft, kRight})
      for (int vertical : {kUp, kDown}) {
        int side = board_.neighbour(cell, horizontal), above = board_.neighbour(cell, vertical);
        if (!solid(side, has_box) || !solid(above, has_box)) continue;
        int diagonal = side != SokobanBoard::kNone    ? board_.neighbour(side, vertical)
                       : above != SokobanBoard::kNone ? board_.neighbour(above, horizontal)
                                                      : SokobanBoard::kNone;
        // With both neighbours walls the diagonal's type does not matter: the box cannot move.
        if (side == SokobanBoard::kNone && above == SokobanBoard::kNone) return true;
        if (solid(diagonal, has_box)) return true;
      }
  }
  return false;
}

}  // namespace polyplan
