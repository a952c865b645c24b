#pragma once
#include <span>
#include <vector>

#include "translator/frame_index.hpp"

namespace polyplan {

// Rows the target must cross, as cuts. In a 2-column frame a piece's placements are connected and
// consecutive placements of the target overlap, so the cells the target covers over time form a
// connected set: to get from its rows to its goal's rows it covers a cell of every row between.
// If both cells of such a row are occupied, one of their occupants has to move at least once.
//
// Given which pieces already move anyway (they sit on must-cover cells), the fewest extra pieces
// that must move to open every such row is a vertex cover on the pieces beside each other in
// those rows. A connected piece spans a contiguous run of rows and occupies a cell of each, so a
// dynamic program down the rows that remembers whether the two current occupants move solves it
// exactly in O(rows). Exactness matters: an exact minimum drops by at most one when one piece
// moves, which keeps the heuristics built on it consistent (a greedy cover would not).
class RowCuts {
 public:
  // Usable only for frames of exactly two columns with every cell a floor cell.
  explicit RowCuts(const FrameIndex& frame);
  bool usable() const { return usable_; }

  // occupant: piece per floor cell (-1 vacant, the target excluded); already_moving: per piece.
  // Rows first..last (inclusive, first <= last) are the rows the target must cross.
  int extra_movers(std::span<const int> occupant, const std::vector<char>& already_moving, int first, int last) const;

 private:
  bool usable_ = false;
  std::vector<int> left_, right_;  // floor cell of (row, 0) and (row, 1)
};

}  // namespace polyplan
