#pragma once
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "domains/tiles/unit_tile_board.hpp"

namespace polyplan {

// manhattan as TilePuzzle's incremental heuristic: a move changes one tile's distance, read
// from a table indexed by tile and cell, so an update is two loads and a subtraction.
class IncrementalManhattan {
 public:
  explicit IncrementalManhattan(const UnitTileBoard& board) : cells_(board.cells) {
    distance_.assign(std::size_t(board.tiles) * std::size_t(board.cells), 0);
    for (int tile = 0; tile < board.tiles; ++tile) {
      int goal = board.goal_cell[std::size_t(tile)];
      if (goal == UnitTileBoard::kNoGoal) continue;
      for (int cell = 0; cell < board.cells; ++cell) {
        Coord at = board.coord[std::size_t(cell)], home = board.coord[std::size_t(goal)];
        distance_[index(tile, cell)] = std::abs(at.row - home.row) + std::abs(at.col - home.col);
      }
    }
  }

  int initial(const std::uint8_t* tile_at, int /*blank*/) const {
    int sum = 0;
    for (int cell = 0; cell < cells_; ++cell)
      if (tile_at[cell] != UnitTileBoard::kBlank) sum += distance(tile_at[cell], cell);
    return sum;
  }
  int apply(int tile, int from, int to, int h, int /*budget*/ = 0) const {
    return h + distance(tile, to) - distance(tile, from);
  }
  void undo(int, int, int) const {}

  int distance(int tile, int cell) const { return distance_[index(tile, cell)]; }

 private:
  std::size_t index(int tile, int cell) const { return std::size_t(tile) * std::size_t(cells_) + std::size_t(cell); }
  int cells_;
  std::vector<int> distance_;
};

}  // namespace polyplan
