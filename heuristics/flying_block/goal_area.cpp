#include "heuristics/flying_block/goal_area.hpp"

#include <bit>

namespace polyplan {

GoalArea::GoalArea(const Task& task)
    : task_(task),
      goal_cells_(static_cast<std::size_t>(task.words()), 0),
      target_(task.pieces().size(), false),
      vacant_(task.problem().vacant_cells()) {
  for (const auto& placed : task.goal().placed()) {
    target_[static_cast<std::size_t>(placed.piece)] = true;
    if (placed.placements.empty()) continue;
    or_into(goal_cells_, task.table(placed.piece).bits(placed.placements.front()));
  }
}

int GoalArea::goal_cells_covered(int piece, int placement) const {
  Bits cells = task_.table(piece).bits(placement);
  int covered = 0;
  for (std::size_t w = 0; w < goal_cells_.size(); ++w) covered += std::popcount(cells[w] & goal_cells_[w]);
  return covered;
}

}  // namespace polyplan
