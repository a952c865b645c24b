#include "domains/frame_symmetries.hpp"

#include <functional>

namespace polyplan {

std::vector<FrameSymmetry> frame_symmetries(const FrameIndex& frame) {
  const int rows = frame.rows(), cols = frame.cols();
  using Map = std::function<Coord(Coord)>;
  std::vector<std::pair<std::string, Map>> maps{
      {"identity", [](Coord c) { return c; }},
      {"rotation by 180 degrees",
       [&](Coord c) {
         return Coord{rows - 1 - c.row, cols - 1 - c.col};
       }},
      {"reflection in the middle row",
       [&](Coord c) {
         return Coord{rows - 1 - c.row, c.col};
       }},
      {"reflection in the middle column",
       [&](Coord c) {
         return Coord{c.row, cols - 1 - c.col};
       }},
  };
  if (rows == cols) {
    maps.push_back({"reflection in the main diagonal", [](Coord c) { return Coord{c.col, c.row}; }});
    maps.push_back({"reflection in the other diagonal", [&](Coord c) {
                      return Coord{cols - 1 - c.col, rows - 1 - c.row};
                    }});
    maps.push_back({"rotation by 90 degrees", [&](Coord c) { return Coord{c.col, rows - 1 - c.row}; }});
    maps.push_back({"rotation by 270 degrees", [&](Coord c) { return Coord{cols - 1 - c.col, c.row}; }});
  }
  std::vector<FrameSymmetry> symmetries;
  for (const auto& [name, map] : maps) {
    FrameSymmetry symmetry{name, {}};
    for (int cell = 0; cell < frame.floor_count(); ++cell) {
      int image = frame.floor_at(map(frame.coord(cell)));
      if (image == FrameIndex::kNone) break;
      symmetry.cell.push_back(image);
    }
    if (static_cast<int>(symmetry.cell.size()) == frame.floor_count()) symmetries.push_back(std::move(symmetry));
  }
  return symmetries;
}

}  // namespace polyplan
