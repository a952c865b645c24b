#pragma once
#include <cstdint>
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// Hotspots (Festival's word): boxes that stand in the way of other boxes. A box on cell x blocks
// a box on y when y, pushed on its own over the walls, reaches some goal, but no longer does once
// x is a wall too. That is the walls-only test of dead squares (reverse pulls from the goals)
// run once per blocking cell, so a state's hotspots cost a table lookup per pair of boxes: the
// tables hold, for every floor cell x, the cells from which a box still reaches a goal with x
// walled, one bit per cell (a level of F floor cells needs F*F bits: 2 MiB at 4096 cells).
// Like dead squares it ignores where the agent can walk, so it misses blockings that only the
// agent's side makes; it is a guide for the feature-space search, never a pruning rule.
class Hotspots {
 public:
  explicit Hotspots(const SokobanBoard& board);

  // Whether a box on `blocker` cuts a box on `box` off from every goal (false when the box on
  // `box` reaches none even alone).
  bool blocks(int blocker, int box) const {
    const std::size_t bit = static_cast<std::size_t>(blocker) * words_ * 64 + static_cast<std::size_t>(box);
    return live_[static_cast<std::size_t>(box)] && !((reaches_[bit / 64] >> (bit % 64)) & 1);
  }
  // Whether a box there reaches a goal alone (not a dead square).
  bool live(int cell) const { return live_[static_cast<std::size_t>(cell)]; }
  // How many of the boxes on `boxes` (cells) off the goals a box on `blocker` blocks.
  int blocked_by(int blocker, const std::vector<int>& boxes) const;
  // How many of the boxes on `boxes` block at least one of the others.
  int count(const std::vector<int>& boxes) const;

 private:
  const SokobanBoard& board_;
  std::vector<bool> live_;  // a box there reaches a goal alone
  std::size_t words_;       // 64-bit words per blocking cell
  std::vector<std::uint64_t> reaches_;
};

}  // namespace polyplan
