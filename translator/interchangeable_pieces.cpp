#include "translator/interchangeable_pieces.hpp"

#include <map>
#include <string>
#include <utility>

namespace polyplan {

std::vector<std::vector<int>> interchangeable_pieces(const Task& task) {
  std::vector<bool> placed_by_goal(task.pieces().size(), false);
  for (const GoalTest::PiecePlacement& goal : task.goal().placed())
    placed_by_goal[static_cast<std::size_t>(goal.piece)] = true;
  std::map<std::pair<std::string, int>, std::vector<int>> by_kind_and_table;
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const TaskPiece& piece = task.pieces()[p];
    if (piece.unit || placed_by_goal[p] || static_cast<int>(p) == task.agent()) continue;
    by_kind_and_table[{piece.kind, piece.table}].push_back(static_cast<int>(p));
  }
  std::vector<std::vector<int>> groups;
  for (auto& [key, pieces] : by_kind_and_table)
    if (pieces.size() >= 2) groups.push_back(std::move(pieces));
  return groups;
}

}  // namespace polyplan
