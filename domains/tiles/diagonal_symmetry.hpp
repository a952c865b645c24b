#pragma once
#include <optional>
#include <vector>

#include "domains/tiles/unit_tile_board.hpp"

namespace polyplan {

// The reflection of a square tile board about its main diagonal as a symmetry of the puzzle:
// cell (r, c) goes to (c, r) and tile t becomes the tile whose goal cell is the reflection of
// t's. It maps moves to moves and the goal to itself, so a state and its reflection are equally
// far from the goal, and any admissible estimate of the reflected state is admissible for the
// state (Korf and Felner's reflected pattern-database lookup).
//
// It exists only when the board is a full square, every tile has a goal, and the cell left for
// the blank by the goal lies on the diagonal (otherwise the reflected goal is another goal).
struct DiagonalSymmetry {
  std::vector<int> tile;  // per tile: its image
  std::vector<int> cell;  // per cell: its image

  static std::optional<DiagonalSymmetry> of(const UnitTileBoard& board);
};

}  // namespace polyplan
