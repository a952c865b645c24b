#pragma once
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// What the Flying Block paper's primitive and general heuristics look at (Sections 3.1-3.2):
// G_pos, the cells the target pieces must cover in the goal; which pieces are targets; and k,
// the vacant cells (constant under fly moves). Defined for any task whose goal places pieces
// with (at ...); with none, G_pos is empty and both heuristics reduce to "is this a goal".
class GoalArea {
 public:
  explicit GoalArea(const Task& task);

  bool is_target(int piece) const { return target_[static_cast<std::size_t>(piece)]; }
  // How many cells of G_pos the piece covers in its placement.
  int goal_cells_covered(int piece, int placement) const;
  int vacant() const { return vacant_; }

 private:
  const Task& task_;
  std::vector<Word> goal_cells_;
  std::vector<bool> target_;
  int vacant_ = 0;
};

}  // namespace polyplan
