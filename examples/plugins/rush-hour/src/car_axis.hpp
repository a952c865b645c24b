#pragma once
#include <array>

#include <polyplan/plugin/puzzle.hpp>

namespace rush_hour {

// The two directions a car may drive in: along the line its cells lie on. Rush Hour cars never
// turn, and the rule grants no rotation, so the axis read from any placement holds for all.
struct CarAxis {
  std::array<int, 2> directions;  // {kLeft, kRight} or {kUp, kDown}
};

// Throws std::invalid_argument (shown to the user) when the piece is not a straight line of at
// least two cells: a one-cell piece has no axis, and a bent one is not a car.
CarAxis car_axis(const polyplan::plugin::Puzzle& puzzle, int piece);

// The cell a placement enters when it has moved one step in `direction`: its first cell (cells
// ascend in row-major order) for left and up, its last for right and down.
int leading_cell(const polyplan::plugin::Puzzle& puzzle, int piece, unsigned placement, int direction);

}  // namespace rush_hour
