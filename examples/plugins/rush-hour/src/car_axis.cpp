#include "car_axis.hpp"

#include <stdexcept>
#include <string>

namespace rush_hour {

using namespace polyplan::plugin;

CarAxis car_axis(const Puzzle& puzzle, int piece) {
  auto cells = puzzle.cells(piece, puzzle.initial_placement(piece));
  std::string name(puzzle.piece_name(piece));
  if (cells.size() < 2)
    throw std::invalid_argument("car " + name + " covers one cell, so it has no axis to drive along");
  bool one_row = true;
  bool one_col = true;
  Cell first = puzzle.cell(cells.front());
  for (int floor : cells) {
    Cell c = puzzle.cell(floor);
    one_row = one_row && c.row == first.row;
    one_col = one_col && c.col == first.col;
  }
  if (one_row) return CarAxis{{kLeft, kRight}};
  if (one_col) return CarAxis{{kUp, kDown}};
  throw std::invalid_argument("car " + name + " is not a straight line of cells");
}

int leading_cell(const Puzzle& puzzle, int piece, unsigned placement, int direction) {
  auto cells = puzzle.cells(piece, placement);
  return direction == kLeft || direction == kUp ? cells.front() : cells.back();
}

}  // namespace rush_hour
