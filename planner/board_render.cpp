#include "planner/board_render.hpp"

#include <fmt/format.h>

#include <range/v3/view/chunk.hpp>

#include <algorithm>

#include "parser/model/grid_coords.hpp"

namespace polyplan {

std::string render_board(const Task& task, StateView state) {
  const Grid& frame = task.problem().frame;
  std::vector<std::string> cells(frame.cells.size());
  for (Coord at : grid_coords(frame.rows, frame.cols)) {
    const Cell& cell = frame.at(at);
    char glyph = cell.type == CellType::Wall ? '#' : cell.type == CellType::Void ? ' ' : cell.goal ? '+' : '.';
    cells[std::size_t(at.row) * frame.cols + at.col].assign(1, glyph);
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
  for (auto glyphs : cells | ranges::views::chunk(frame.cols)) {
    std::vector<std::string> row(glyphs.begin(), glyphs.end());
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
