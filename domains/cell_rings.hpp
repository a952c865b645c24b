#pragma once
#include <array>
#include <vector>

#include "translator/frame_index.hpp"

namespace polyplan {

// The eight floor cells around each floor cell, clockwise from the one above (kNone off the
// floor), for the question that flood fills ask after one piece moves: does blocking a cell cut
// the region it was in? Looked at from the cell's ring alone the answer is "no" when its free
// side neighbours lie in one run of free cells around the ring (they are joined without it), and
// "perhaps" otherwise (they may still be joined far away). The push rule, the Sokoban corral
// search and the goal perimeter read a child's region off its parent's this way, and flood only
// when the ring cannot tell.
class CellRings {
 public:
  explicit CellRings(const FrameIndex& frame);

  // Whether blocking `cell` may split its region: its free side neighbours (free(c) says which
  // cells are free; `cell` itself is not asked) fall into more than one run around the ring.
  template <typename Free>
  bool may_split(int cell, Free free) const {
    const std::array<int, 8>& ring = rings_[static_cast<std::size_t>(cell)];
    std::array<bool, 8> open{};
    for (std::size_t i = 0; i < 8; ++i) open[i] = ring[i] != FrameIndex::kNone && free(ring[i]);
    std::size_t start = 0;
    while (start < 8 && open[start]) ++start;
    if (start == 8) return false;  // the whole ring is free: one run
    int runs_with_sides = 0;
    bool in_run = false, run_has_side = false;
    for (std::size_t k = 1; k <= 8; ++k) {
      const std::size_t i = (start + k) % 8;
      if (open[i]) {
        in_run = true;
        run_has_side = run_has_side || i % 2 == 0;  // even positions are the side neighbours
      } else if (in_run) {
        runs_with_sides += run_has_side;
        in_run = run_has_side = false;
      }
    }
    return runs_with_sides > 1;
  }

 private:
  std::vector<std::array<int, 8>> rings_;
};

}  // namespace polyplan
