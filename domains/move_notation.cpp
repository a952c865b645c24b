#include "domains/move_notation.hpp"

namespace polyplan {

MoveNotation move_notation(const Task& task) {
  if (task.agent() >= 0) {
    // LURD spells an agent that steps and pushes one piece one cell (a straight path of one cell);
    // a pull or a pushed chain is written by the pieces' names.
    for (const MoveRule& rule : task.problem().domain.moves)
      if (rule.has_agent() && (rule.path != MovePath::Straight || rule.distance != 1)) return MoveNotation::NamedPieces;
    return MoveNotation::AgentSteps;
  }
  for (const MoveRule& rule : task.problem().domain.moves)
    if (!rule.steps_one_cell()) return MoveNotation::NamedPieces;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (task.table(static_cast<int>(p)).cells_per_placement() != 1) return MoveNotation::NamedPieces;
  return MoveNotation::NumberedTiles;
}

bool is_sliding_tile_puzzle(const Task& task) {
  return move_notation(task) == MoveNotation::NumberedTiles &&
         static_cast<std::size_t>(task.frame().floor_count()) == task.pieces().size() + 1;
}

}  // namespace polyplan
