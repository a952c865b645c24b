#include "planner/solvability/tile_parity.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "domains/tiles/unit_tile_board.hpp"

namespace polyplan {

std::optional<UnsolvabilityProof> tile_parity(const Task& task) {
  std::optional<UnitTileBoard> board = UnitTileBoard::from(task);
  if (!board) return std::nullopt;
  if (std::find(board->goal_cell.begin(), board->goal_cell.end(), UnitTileBoard::kNoGoal) != board->goal_cell.end())
    return std::nullopt;
  // Where each cell's content belongs; the blank belongs on the one cell no tile's goal takes.
  std::vector<int> goal_of_cell(std::size_t(board->cells), -1);
  std::vector<bool> is_tile_goal(std::size_t(board->cells), false);
  for (int cell = 0; cell < board->cells; ++cell)
    if (std::uint8_t tile = board->start[std::size_t(cell)]; tile != UnitTileBoard::kBlank) {
      goal_of_cell[std::size_t(cell)] = board->goal_cell[tile];
      is_tile_goal[std::size_t(board->goal_cell[tile])] = true;
    }
  int blank_goal = static_cast<int>(std::find(is_tile_goal.begin(), is_tile_goal.end(), false) - is_tile_goal.begin());
  goal_of_cell[std::size_t(board->start_blank)] = blank_goal;

  int cycles = 0;
  std::vector<bool> seen(std::size_t(board->cells), false);
  for (int cell = 0; cell < board->cells; ++cell) {
    if (seen[std::size_t(cell)]) continue;
    ++cycles;
    for (int at = cell; !seen[std::size_t(at)]; at = goal_of_cell[std::size_t(at)]) seen[std::size_t(at)] = true;
  }
  bool odd_permutation = (board->cells - cycles) % 2 == 1;
  Coord blank = board->coord[std::size_t(board->start_blank)], home = board->coord[std::size_t(blank_goal)];
  int blank_steps = std::abs(blank.row - home.row) + std::abs(blank.col - home.col);
  bool blank_off_colour = blank_steps % 2 == 1;
  if (odd_permutation == blank_off_colour) return std::nullopt;
  return UnsolvabilityProof{
      "sliding-tile parity",
      fmt::format("the tiles and the blank are an {} permutation of their goal cells, but the blank is {} steps "
                  "from its goal cell; every move changes both parities",
                  odd_permutation ? "odd" : "even", blank_steps)};
}

}  // namespace polyplan
