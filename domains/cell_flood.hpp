#pragma once
#include <cstddef>
#include <vector>

namespace polyplan {

// Breadth-first over a board's cells from `start`, the one flood fill every rule, detector and
// table shares (an agent's region, one box's pushes, the corral and cut tables), each with marks
// of its own shape (stamps, a CellMarks, component labels), which is why the marking is the
// caller's: `neighbour(cell, d)` for d = 0..3 (negative off the floor), and `enter(cell)` true
// when the flood may go into a cell it has not entered yet, marking it so. `reached` ends as the
// cells entered, in the order reached, `start` (which the caller has marked) first. The flood
// stops early once `done()` holds (after the cell that made it hold).
template <class Neighbour, class Enter, class Done>
void flood_cells_until(int start, std::vector<int>& reached, Neighbour&& neighbour, Enter&& enter, Done&& done) {
  reached.assign(1, start);
  for (std::size_t head = 0; head < reached.size() && !done(); ++head)
    for (int d = 0; d < 4; ++d) {
      const int next = neighbour(reached[head], d);
      if (next >= 0 && enter(next)) reached.push_back(next);
    }
}

template <class Neighbour, class Enter>
void flood_cells(int start, std::vector<int>& reached, Neighbour&& neighbour, Enter&& enter) {
  flood_cells_until(start, reached, neighbour, enter, [] { return false; });
}

}  // namespace polyplan
