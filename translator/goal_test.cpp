#include "translator/goal_test.hpp"

#include <algorithm>

#include "translator/task.hpp"

namespace polyplan {

GoalTest::GoalTest(const Task& task, const Goal& goal) : task_(&task) {
  compile(task, goal);
  for (const PiecePlacement& entry : placed_) {
    if (entry.placements.size() == 1)
      fixed_.push_back({static_cast<std::size_t>(entry.piece), static_cast<std::uint32_t>(entry.placements.front())});
    else
      only_fixed_ = false;
  }
  if (!on_goal_pieces_.empty()) only_fixed_ = false;
}

void GoalTest::compile(const Task& task, const Goal& goal) {
  switch (goal.kind) {
    case Goal::Kind::At: {
      const PlacementTable& table = task.table(goal.piece);
      std::vector<int> cells;
      for (Coord c : goal.cells) cells.push_back(task.frame().floor_at(c));
      std::sort(cells.begin(), cells.end());
      int placement = table.find(cells);
      // The checker proved the cells are the piece's shape in an orientation its rule allows, so
      // a table built with that rule's symmetries holds them; a piece no rule turns may still be
      // asked to lie in another orientation, which then can never hold.
      PiecePlacement entry{goal.piece, {}};
      std::vector<bool> accepted(static_cast<std::size_t>(table.size()), false);
      if (placement != PlacementTable::kNone) {
        entry.placements.push_back(placement);
        accepted[static_cast<std::size_t>(placement)] = true;
      }
      placed_.push_back(std::move(entry));
      accepted_.push_back(std::move(accepted));
      break;
    }
    case Goal::Kind::AllOnGoal:
      for (std::size_t p = 0; p < task.pieces().size(); ++p)
        if (task.pieces()[p].kind == goal.piece_kind &&
            std::find(on_goal_pieces_.begin(), on_goal_pieces_.end(), static_cast<int>(p)) == on_goal_pieces_.end())
          on_goal_pieces_.push_back(static_cast<int>(p));
      break;
    case Goal::Kind::And:
      for (const Goal& part : goal.parts) compile(task, part);
      break;
  }
}

bool GoalTest::satisfied_otherwise(std::span<const std::uint32_t> state) const {
  for (std::size_t i = 0; i < placed_.size(); ++i)
    if (placed_[i].placements.size() != 1 && !accepted_[i][state[static_cast<std::size_t>(placed_[i].piece)]])
      return false;
  for (int piece : on_goal_pieces_)
    if (!task_->table(piece).on_goal(static_cast<int>(state[static_cast<std::size_t>(piece)]))) return false;
  return true;
}

}  // namespace polyplan
