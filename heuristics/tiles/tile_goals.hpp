#pragma once
#include <optional>
#include <string>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// What the sliding-tile heuristics read: every piece a one-cell tile, each placed by the goal on
// one cell (tiles without a goal are ignored). Per piece and placement the tile's cell is
// precomputed, so a heuristic touches only small tables.
class TileGoals {
 public:
  // Throws InputError (naming `heuristic`) unless every piece is a single cell.
  TileGoals(const Task& task, const std::string& heuristic);

  int tiles() const { return static_cast<int>(goal_.size()); }
  // The tile's goal cell, or nullopt when the goal does not place it.
  const std::optional<Coord>& goal(int tile) const { return goal_[static_cast<std::size_t>(tile)]; }
  Coord at(int tile, std::uint32_t placement) const { return cell_[static_cast<std::size_t>(tile)][placement]; }
  // Rows plus columns from the tile's cell to its goal cell (0 for a tile without a goal).
  int distance(int tile, std::uint32_t placement) const { return distance_[static_cast<std::size_t>(tile)][placement]; }
  const Task& task() const { return task_; }

 private:
  const Task& task_;
  std::vector<std::optional<Coord>> goal_;
  std::vector<std::vector<Coord>> cell_;    // per tile: placement -> cell
  std::vector<std::vector<int>> distance_;  // per tile: placement -> Manhattan distance to the goal
};

}  // namespace polyplan
