#pragma once
#include <algorithm>
#include <vector>

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
  queue.assign(1, start);
  marks.mark(start);
  int lowest = start;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int cell = queue[head];
    lowest = std::min(lowest, cell);
    for (int d = 0; d < 4; ++d) {
      const int next = board.neighbour(cell, d);
      if (next == SokobanBoard::kNone || has_box[static_cast<std::size_t>(next)] || marks.marked(next)) continue;
      marks.mark(next);
      queue.push_back(next);
    }
  }
  return lowest;
}

}  // namespace polyplan
