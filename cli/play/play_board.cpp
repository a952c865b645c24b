#include "cli/play/play_board.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "parser/model/grid_coords.hpp"

namespace polyplan::cli {

BoardPicture board_picture(const Task& task, PlayStyle style, StateView state, int chosen) {
  const Grid& frame = task.problem().frame;
  BoardPicture picture;
  picture.rows = frame.rows;
  picture.cols = frame.cols;
  picture.cells.resize(frame.cells.size());
  const bool sokoban = style == PlayStyle::Agent;
  // Goal cells: Sokoban's are the frame's; the other families' are where the goal places a piece
  // (drawn only where tiles do not make every cell a goal).
  std::vector<bool> goal(frame.cells.size(), false);
  for (Coord at : grid_coords(frame.rows, frame.cols))
    goal[std::size_t(at.row) * frame.cols + at.col] = frame.at(at).goal;
  if (style == PlayStyle::Pieces)
    for (const GoalTest::PiecePlacement& placed : task.goal().placed())
      if (!placed.placements.empty())
        for (int floor : task.table(placed.piece).cells(placed.placements.front())) {
          Coord at = task.frame().coord(floor);
          goal[std::size_t(at.row) * frame.cols + at.col] = true;
        }
  if (style == PlayStyle::Tiles) std::fill(goal.begin(), goal.end(), false);
  for (Coord at : grid_coords(frame.rows, frame.cols)) {
    std::size_t index = std::size_t(at.row) * frame.cols + at.col;
    BoardCell& cell = picture.cells[index];
    switch (frame.at(at).type) {
      case CellType::Wall:
        cell = {"#", CellLook::Wall};
        break;
      case CellType::Void:
        cell = {" ", CellLook::Void};
        break;
      default:
        if (goal[index])
          cell = {sokoban ? "." : "+", CellLook::Goal};
        else
          cell = {sokoban ? " " : ".", CellLook::Floor};
    }
  }
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const int piece = static_cast<int>(p);
    const std::string& name = task.pieces()[p].name;
    // A tile on its own goal cell, or any piece in an accepted goal placement, counts as home.
    bool home = false;
    for (const GoalTest::PiecePlacement& placed : task.goal().placed())
      if (placed.piece == piece)
        home = std::find(placed.placements.begin(), placed.placements.end(), int(state[p])) != placed.placements.end();
    for (int floor : task.table(piece).cells(static_cast<int>(state[p]))) {
      Coord at = task.frame().coord(floor);
      std::size_t index = std::size_t(at.row) * frame.cols + at.col;
      BoardCell& cell = picture.cells[index];
      bool on_goal = goal[index] || home;
      if (sokoban) {
        bool agent = piece == task.agent();
        cell = {agent ? (goal[index] ? "+" : "@") : (goal[index] ? "*" : "$"),
                agent ? CellLook::Agent : (goal[index] ? CellLook::PieceOnGoal : CellLook::Piece), piece};
      } else {
        cell = {name, piece == chosen ? CellLook::Chosen : (on_goal ? CellLook::PieceOnGoal : CellLook::Piece), piece};
        picture.width = std::max(picture.width, name.size());
      }
    }
  }
  return picture;
}

std::vector<std::string> board_lines(const BoardPicture& picture, PlayStyle style) {
  const bool spaced = style == PlayStyle::Tiles || picture.width > 1;
  std::vector<std::string> lines;
  for (int row = 0; row < picture.rows; ++row) {
    std::string line;
    for (int col = 0; col < picture.cols; ++col) {
      if (spaced && col > 0) line += ' ';
      line += fmt::format("{:<{}}", picture.at(row, col).glyph, picture.width);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> side_by_side(const std::vector<std::vector<std::string>>& boards,
                                      const std::vector<std::string>& labels, std::size_t columns) {
  std::size_t width = 0, height = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    for (const std::string& line : boards[i]) width = std::max(width, line.size());
    width = std::max(width, labels[i].size());
    height = std::max(height, boards[i].size());
  }
  const std::size_t per_row = std::max<std::size_t>(1, (columns + 3) / (width + 3));
  std::vector<std::string> lines;
  for (std::size_t first = 0; first < boards.size(); first += per_row) {
    std::size_t last = std::min(boards.size(), first + per_row);
    for (std::size_t row = 0; row <= height; ++row) {
      std::string line;
      for (std::size_t i = first; i < last; ++i) {
        const std::string& text = row == 0 ? labels[i] : row - 1 < boards[i].size() ? boards[i][row - 1] : "";
        line += fmt::format("{:<{}}", text, i + 1 < last ? width + 3 : 0);
      }
      while (!line.empty() && line.back() == ' ') line.pop_back();
      lines.push_back(line);
    }
    if (last < boards.size()) lines.emplace_back();
  }
  return lines;
}

}  // namespace polyplan::cli
