#include "heuristics/tiles/tile_goals.hpp"

#include <fmt/format.h>

#include <cstdlib>

#include "parser/input_error.hpp"

namespace polyplan {

TileGoals::TileGoals(const Task& task, const std::string& heuristic)
    : task_(task), goal_(task.pieces().size()), cell_(task.pieces().size()) {
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const PlacementTable& table = task.table(static_cast<int>(p));
    if (table.cells_per_placement() != 1)
      throw NotApplicable(
          Diagnostic::about("heuristic", fmt::format("{} needs one-cell tiles; piece '{}' covers {} cells", heuristic,
                                                     task.pieces()[p].name, table.cells_per_placement())));
    for (int placement = 0; placement < table.size(); ++placement)
      cell_[p].push_back(task.frame().coord(table.cells(placement)[0]));
  }
  for (const auto& placed : task.goal().placed())
    if (placed.placements.size() == 1)
      goal_[static_cast<std::size_t>(placed.piece)] =
          cell_[static_cast<std::size_t>(placed.piece)][static_cast<std::size_t>(placed.placements.front())];
  distance_.resize(cell_.size());
  for (std::size_t tile = 0; tile < cell_.size(); ++tile)
    for (Coord at : cell_[tile])
      distance_[tile].push_back(goal_[tile] ? std::abs(at.row - goal_[tile]->row) + std::abs(at.col - goal_[tile]->col)
                                            : 0);
}

}  // namespace polyplan
