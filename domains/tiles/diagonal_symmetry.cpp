#include "domains/tiles/diagonal_symmetry.hpp"

namespace polyplan {

std::optional<DiagonalSymmetry> DiagonalSymmetry::of(const UnitTileBoard& board) {
  if (board.rows != board.cols || board.cells != board.rows * board.cols) return std::nullopt;
  // A full board numbers its cells in reading order (FrameIndex), so (r, c) is r * cols + c.
  for (int cell = 0; cell < board.cells; ++cell)
    if (board.coord[std::size_t(cell)].row * board.cols + board.coord[std::size_t(cell)].col != cell)
      return std::nullopt;
  DiagonalSymmetry symmetry;
  for (int cell = 0; cell < board.cells; ++cell) {
    Coord at = board.coord[std::size_t(cell)];
    symmetry.cell.push_back(at.col * board.cols + at.row);
  }
  std::vector<int> tile_with_goal(std::size_t(board.cells), -1);
  for (int tile = 0; tile < board.tiles; ++tile) {
    int goal = board.goal_cell[std::size_t(tile)];
    if (goal == UnitTileBoard::kNoGoal) return std::nullopt;
    tile_with_goal[std::size_t(goal)] = tile;
  }
  for (int cell = 0; cell < board.cells; ++cell)
    if (tile_with_goal[std::size_t(cell)] < 0 && symmetry.cell[std::size_t(cell)] != cell) return std::nullopt;
  for (int tile = 0; tile < board.tiles; ++tile)
    symmetry.tile.push_back(
        tile_with_goal[std::size_t(symmetry.cell[std::size_t(board.goal_cell[std::size_t(tile)])])]);
  return symmetry;
}

}  // namespace polyplan
