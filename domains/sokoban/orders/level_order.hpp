#pragma once
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// Level order L (the Sokoban tie-breaking paper, Section 4). With a box on every goal, rounds of
// removal: in each round every remaining box that reverse moves (pulls, the agent walking around
// the other remaining boxes) can bring to a cell where a box stands in the initial state, the
// other remaining boxes staying put, is removed, and its goal gets the round's level (0, 1, ...).
// When a round removes nothing, the goals left all get the next level, the highest. Goals of one
// level have no order among themselves, which F's total order forced.
//
// A state scores the boxes on goals of the highest level, then, once every goal of a level holds
// a box, those on the next level down, and so on: a box counts only when every goal of a higher
// level is already filled (the paper's example: two boxes on the two goals of level 4 and one on
// a goal of level 0, with level 3 empty, score 2).
class LevelOrder {
 public:
  LevelOrder(const SokobanBoard& board, const std::vector<int>& initial_box_cells);

  // The goal's level; -1 for a cell that is no goal.
  int level(int cell) const { return level_[static_cast<std::size_t>(cell)]; }
  int levels() const { return static_cast<int>(goals_per_level_.size()); }
  int score(const std::vector<int>& box_cells) const;

 private:
  std::vector<int> level_;
  std::vector<int> goals_per_level_;
  mutable std::vector<int> filled_;  // per level, scratch for score()
};

}  // namespace polyplan
