#pragma once
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// Fill order F (Pereira et al. 2015, as the Sokoban tie-breaking paper's Section 4 describes it):
// with a box on every goal, boxes are taken off one at a time, each one that a single reverse
// move (a pull) can still move off its goal; the goal gets the number of boxes removed so far.
// A goal emptied late must be filled early, so states with boxes on goals of higher numbers are
// preferred. Goals whose boxes never come off get the highest number.
class FillOrder {
 public:
  explicit FillOrder(const SokobanBoard& board);

  // The goal's number, 1 for the first box removed; 0 for a cell that is no goal.
  int rank(int cell) const { return rank_[static_cast<std::size_t>(cell)]; }
  // The sum of the numbers of the goals that hold a box: larger is closer to the fill order.
  int score(const std::vector<int>& box_cells) const;

 private:
  std::vector<int> rank_;
};

}  // namespace polyplan
