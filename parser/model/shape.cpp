#include "parser/model/shape.hpp"

#include <algorithm>
#include <climits>

namespace polyplan {

CellSet normalized(CellSet cells) {
  int min_row = INT_MAX, min_col = INT_MAX;
  for (Coord c : cells) {
    min_row = std::min(min_row, c.row);
    min_col = std::min(min_col, c.col);
  }
  for (Coord& c : cells) c = Coord{c.row - min_row, c.col - min_col};
  std::sort(cells.begin(), cells.end());
  return cells;
}

std::vector<CellSet> orientations(const CellSet& cells, bool rotate, bool reflect) {
  std::vector<CellSet> images;
  auto add = [&](CellSet image) {
    image = normalized(std::move(image));
    if (std::find(images.begin(), images.end(), image) == images.end()) images.push_back(std::move(image));
  };
  for (int mirror = 0; mirror < (reflect ? 2 : 1); ++mirror) {
    CellSet current = cells;
    if (mirror)
      for (Coord& c : current) c.col = -c.col;
    for (int quarter = 0; quarter < (rotate ? 4 : 1); ++quarter) {
      add(current);
      for (Coord& c : current) c = Coord{c.col, -c.row};
    }
  }
  return images;
}

bool congruent(const CellSet& a, const CellSet& b, bool rotate, bool reflect) {
  if (a.size() != b.size()) return false;
  CellSet target = normalized(b);
  for (const CellSet& image : orientations(a, rotate, reflect))
    if (image == target) return true;
  return false;
}

}  // namespace polyplan
