#include "parser/model/grid.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace polyplan {

std::string to_string(Coord c) { return fmt::format("({} {})", c.row, c.col); }

std::string to_string(const std::vector<Coord>& cells) {
  std::string out;
  for (Coord c : cells) {
    if (!out.empty()) out += ' ';
    out += to_string(c);
  }
  return out;
}

int Grid::count(CellType type) const {
  return static_cast<int>(
      std::count_if(cells.begin(), cells.end(), [&](const Cell& cell) { return cell.type == type; }));
}

int Grid::goal_count() const {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](const Cell& cell) { return cell.goal; }));
}

}  // namespace polyplan
