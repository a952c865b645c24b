#pragma once
#include <range/v3/view/cartesian_product.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/transform.hpp>

#include "parser/model/grid.hpp"

namespace polyplan {

// Every cell of a rows x cols grid in row-major order (the order Grid::cells keeps), as one range
// of Coord instead of two nested index loops.
inline auto grid_coords(int rows, int cols) {
  return ranges::views::cartesian_product(ranges::views::iota(0, rows), ranges::views::iota(0, cols)) |
         ranges::views::transform([](auto row_col) {
           auto [row, col] = row_col;
           return Coord{row, col};
         });
}

}  // namespace polyplan
