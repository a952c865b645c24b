#pragma once
#include <algorithm>
#include <vector>

#include "domains/cell_flood.hpp"
#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// Where the agent walks from `start` around the boxes `has_box` marks (one byte per floor cell):
// the cells reached are marked in `marks` and left in `queue`, in the order reached, and the
// lowest of them is returned (the agent's mark in a push-domain state). `marks` is not cleared
// first, so that floods from several starts partition the floor. Every Sokoban detector and
// table that floods runs it once or more per state, so it is inline.
inline int flood_floor(const SokobanBoard& board, const std::vector<unsigned char>& has_box, int start,
                       CellMarks& marks, std::vector<int>& queue) {
  marks.mark(start);
  int lowest = start;
  flood_cells(
      start, queue, [&](int cell, int d) { return board.neighbour(cell, d); },
      [&](int next) {
        if (has_box[static_cast<std::size_t>(next)] || marks.marked(next)) return false;
        marks.mark(next);
        lowest = std::min(lowest, next);
        return true;
      });
  return lowest;
}

}  // namespace polyplan
