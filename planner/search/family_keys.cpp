#include "planner/search/family_keys.hpp"

#include <cstdlib>

#include "parser/source/diagnostics.hpp"

namespace polyplan {

FamilyKey vertical_distance_key(const Task& task) {
  for (const auto& placed : task.goal().placed()) {
    if (placed.placements.empty()) continue;
    const PlacementTable& table = task.table(placed.piece);
    int goal_row = task.frame().coord(table.cells(placed.placements.front())[0]).row;
    int piece = placed.piece;
    return [&task, &table, piece, goal_row](StateView state) {
      int row = task.frame().coord(table.cells(static_cast<int>(state[static_cast<std::size_t>(piece)]))[0]).row;
      return std::abs(row - goal_row);
    };
  }
  throw InputError(Diagnostic::about("tiebreak", "vertical-distance needs a target piece placed by an (at ...) goal"));
}

}  // namespace polyplan
