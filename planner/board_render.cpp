#include "planner/board_render.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace polyplan {

std::string render_board(const Task& task, StateView state) {
  const Grid& frame = task.problem().frame;
  std::vector<std::string> cells(frame.cells.size());
  for (int r = 0; r < frame.rows; ++r)
    for (int c = 0; c < frame.cols; ++c) {
      const Cell& cell = frame.at(Coord{r, c});
      char glyph = cell.type == CellType::Wall ? '#' : cell.type == CellType::Void ? ' ' : cell.goal ? '+' : '.';
      cells[std::size_t(r) * frame.cols + c].assign(1, glyph);
    }
  std::size_t width = 1;
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const std::string& name = task.pieces()[p].name;
    width = std::max(width, name.size());
    for (int floor : task.table(static_cast<int>(p)).cells(static_cast<int>(state[p]))) {
      Coord at = task.frame().coord(floor);
      cells[std::size_t(at.row) * frame.cols + at.col] = name;
    }
  }
  std::string out;
  for (int r = 0; r < frame.rows; ++r) {
    std::vector<std::string> row(cells.begin() + std::ptrdiff_t(r) * frame.cols,
                                 cells.begin() + std::ptrdiff_t(r + 1) * frame.cols);
    // Tokens are padded to one width so that columns line up; single characters need no padding.
    if (width > 1)
      for (std::string& glyph : row) glyph = fmt::format("{:<{}}", glyph, width);
    std::string line = fmt::format("{}", fmt::join(row, width > 1 ? " " : ""));
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += fmt::format("{}\n", line);
  }
  return out;
}

}  // namespace polyplan
