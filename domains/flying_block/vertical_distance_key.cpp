#include "domains/flying_block/vertical_distance_key.hpp"

#include <cstdlib>

#include "parser/input_error.hpp"

namespace polyplan {
namespace {

TieKey vertical_distance_key(const Environment& environment) {
  const Task& task = environment.task();
  for (const auto& placed : task.goal().placed()) {
    if (placed.placements.empty()) continue;
    const PlacementTable& table = task.table(placed.piece);
    int goal_row = task.frame().coord(table.cells(placed.placements.front())[0]).row;
    std::size_t piece = static_cast<std::size_t>(placed.piece);
    return [&task, &table, piece, goal_row](const TieContext& node) {
      int row = task.frame().coord(table.cells(static_cast<int>(node.state[piece]))[0]).row;
      return std::abs(row - goal_row);
    };
  }
  throw NotApplicable(
      Diagnostic::about("tiebreak", "vertical-distance needs a target piece placed by an (at ...) goal"));
}

}  // namespace

TieKeyPlugin vertical_distance_tie_key() {
  return {"vertical-distance",
          "the first target's rows from its goal placement, fewer first (the Flying Block paper's d_v)", "flying-block",
          vertical_distance_key};
}

}  // namespace polyplan
