#pragma once
#include <string>
#include <vector>

#include "cli/play/play_game.hpp"

namespace polyplan::cli {

// What a cell shows, so that the terminal can colour it and text can spell it.
enum class CellLook { Void, Wall, Floor, Goal, Piece, PieceOnGoal, Agent, Chosen };

struct BoardCell {
  std::string glyph;  // the piece's name, or the family's sign for floor, goal, wall
  CellLook look = CellLook::Floor;
  int piece = -1;  // the piece drawn here, or -1
};

// A board as its family's players draw it: sliding tiles with `.` for the blank, Sokoban in
// XSB signs (`#` wall, `.` goal, `$` box, `*` box on goal, `@` agent, `+` agent on goal), other
// pieces by name with `+` on the goal cells of the pieces the goal places. `chosen` (a piece,
// or -1) is drawn as CellLook::Chosen: the piece whose placements are being offered.
struct BoardPicture {
  int rows = 0;
  int cols = 0;
  std::size_t width = 1;  // every glyph padded to this many characters
  std::vector<BoardCell> cells;
  const BoardCell& at(int row, int col) const { return cells[std::size_t(row) * std::size_t(cols) + std::size_t(col)]; }
};

BoardPicture board_picture(const Task& task, PlayStyle style, StateView state, int chosen = -1);

// The picture as lines of text; tiles and wide names are spaced as the assignment prints them.
std::vector<std::string> board_lines(const BoardPicture& picture, PlayStyle style);

// Several pictures side by side under their labels (the numbered placements of a piece), wrapped
// at `columns` characters.
std::vector<std::string> side_by_side(const std::vector<std::vector<std::string>>& boards,
                                      const std::vector<std::string>& labels, std::size_t columns);

}  // namespace polyplan::cli
