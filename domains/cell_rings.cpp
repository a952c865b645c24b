#include "domains/cell_rings.hpp"

namespace polyplan {

CellRings::CellRings(const FrameIndex& frame) : rings_(static_cast<std::size_t>(frame.floor_count())) {
  constexpr std::array<Coord, 8> kRing{Coord{-1, 0}, Coord{-1, 1}, Coord{0, 1},  Coord{1, 1},
                                       Coord{1, 0},  Coord{1, -1}, Coord{0, -1}, Coord{-1, -1}};
  for (int cell = 0; cell < frame.floor_count(); ++cell) {
    const Coord c = frame.coord(cell);
    for (std::size_t i = 0; i < kRing.size(); ++i)
      rings_[static_cast<std::size_t>(cell)][i] = frame.floor_at(Coord{c.row + kRing[i].row, c.col + kRing[i].col});
  }
}

}  // namespace polyplan
