#include "domains/move_generator.hpp"

#include <algorithm>

namespace polyplan {

std::vector<int> axis_directions(const Task& task, const PlacementTable& table) {
  int top = 1 << 30, bottom = -1, left = 1 << 30, right = -1;
  for (int cell : table.cells(0)) {
    Coord at = task.frame().coord(cell);
    top = std::min(top, at.row), bottom = std::max(bottom, at.row);
    left = std::min(left, at.col), right = std::max(right, at.col);
  }
  const int height = bottom - top, width = right - left;
  if (width > height) return {kLeft, kRight};
  if (height > width) return {kUp, kDown};
  return {kLeft, kUp, kRight, kDown};
}

std::vector<int> pieces_of_kinds(const Task& task, const MoveRule& rule, const std::string& option) {
  const auto& kinds = rule.words(option);
  std::vector<int> pieces;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (std::find(kinds.begin(), kinds.end(), task.pieces()[p].kind) != kinds.end())
      pieces.push_back(static_cast<int>(p));
  return pieces;
}

}  // namespace polyplan
