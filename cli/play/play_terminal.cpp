#include "cli/play/play_terminal.hpp"

#include <fmt/format.h>
// curses declares a global function `meta`, and range-v3 (through the game's headers) a global
// namespace `meta`: the function is renamed here, where nothing calls it.
#define meta curses_meta
#include <curses.h>
#undef meta

#include <algorithm>
#include <cstdio>

#include "cli/play/play_board.hpp"

namespace polyplan::cli {
namespace {

constexpr int kControlC = 3, kControlD = 4, kControlR = 18, kEscape = 27, kDelete = 127;

// Colour pairs by what a cell shows; pieces of the pieces families cycle through six colours.
enum Pair : short { kWallPair = 1, kGoalPair, kPiecePair, kHomePair, kAgentPair, kChosenPair, kPalette };
constexpr short kPaletteColours[] = {COLOR_RED, COLOR_GREEN, COLOR_YELLOW, COLOR_BLUE, COLOR_MAGENTA, COLOR_CYAN};

void start_colours() {
  if (!has_colors()) return;
  start_color();
  use_default_colors();
  init_pair(kWallPair, COLOR_WHITE, COLOR_BLUE);
  init_pair(kGoalPair, COLOR_YELLOW, -1);
  init_pair(kPiecePair, COLOR_BLACK, COLOR_CYAN);
  init_pair(kHomePair, COLOR_BLACK, COLOR_GREEN);
  init_pair(kAgentPair, COLOR_WHITE, COLOR_MAGENTA);
  init_pair(kChosenPair, COLOR_WHITE, COLOR_RED);
  for (short i = 0; i < 6; ++i) init_pair(static_cast<short>(kPalette + i), COLOR_BLACK, kPaletteColours[i]);
}

attr_t look_attributes(const BoardCell& cell, PlayStyle style) {
  if (!has_colors()) {
    switch (cell.look) {
      case CellLook::Wall:
        return A_REVERSE;
      case CellLook::Chosen:
        return A_REVERSE | A_BOLD;
      case CellLook::Agent:
        return A_BOLD;
      default:
        return A_NORMAL;
    }
  }
  switch (cell.look) {
    case CellLook::Wall:
      return COLOR_PAIR(kWallPair);
    case CellLook::Goal:
      return COLOR_PAIR(kGoalPair) | A_BOLD;
    case CellLook::Agent:
      return COLOR_PAIR(kAgentPair) | A_BOLD;
    case CellLook::Chosen:
      return COLOR_PAIR(kChosenPair) | A_BOLD;
    case CellLook::PieceOnGoal:
      return COLOR_PAIR(kHomePair);
    case CellLook::Piece:
      if (style == PlayStyle::Pieces) return COLOR_PAIR(kPalette + cell.piece % 6);
      return COLOR_PAIR(kPiecePair);
    default:
      return A_NORMAL;
  }
}

// Draws a picture at (top, left); returns the rows used.
int draw_picture(const BoardPicture& picture, PlayStyle style, int top, int left) {
  const bool spaced = style == PlayStyle::Tiles || picture.width > 1;
  const int step = static_cast<int>(picture.width) + (spaced ? 1 : 0);
  for (int row = 0; row < picture.rows; ++row)
    for (int col = 0; col < picture.cols; ++col) {
      const BoardCell& cell = picture.at(row, col);
      attr_t attributes = look_attributes(cell, style);
      attron(attributes);
      mvaddstr(top + row, left + col * step, fmt::format("{:<{}}", cell.glyph, picture.width).c_str());
      attroff(attributes);
    }
  return picture.rows;
}

void draw(const PlaySession& session, const std::string& title, const std::string& typed) {
  erase();
  const PlayGame& game = session.game();
  int rows = getmaxy(stdscr), cols = getmaxx(stdscr);
  mvaddnstr(0, 0, fmt::format("polyplan play: {}", title).c_str(), cols);
  mvaddnstr(1, 0, session.help().c_str(), cols);
  BoardPicture picture = board_picture(game.task(), game.style(), game.state(), session.chosen_piece());
  int line = 3 + draw_picture(picture, game.style(), 3, 2) + 1;
  mvaddnstr(line++, 0, session.progress().c_str(), cols);
  std::string history = game.history();
  std::replace(history.begin(), history.end(), '\n', ',');
  if (!history.empty()) mvaddnstr(line++, 0, ("made: " + history).c_str(), cols);
  if (!session.message().empty()) {
    attron(A_BOLD);
    mvaddnstr(line++, 0, session.message().c_str(), cols);
    attroff(A_BOLD);
  }
  if (game.solved()) {
    mvaddnstr(line++, 0, "at the goal: z undoes, any other key leaves", cols);
  } else {
    mvaddnstr(line++, 0, fmt::format("{}: {}", session.prompt(), typed).c_str(), cols);
  }
  int cursor_row = line - 1, cursor_col = std::min(cols - 1, getcurx(stdscr));
  // The placements offered for the chosen piece, numbered, each drawn as the board it leaves.
  if (session.chosen_piece() >= 0) {
    // The placements as text too (the cells each covers), then as boards.
    std::string list;
    for (std::size_t i = 0; i < session.choices().size(); ++i)
      list += fmt::format("{}{}: {}", i ? "   " : "", i + 1, game.describe(session.choices()[i]));
    for (std::size_t start = 0; start < list.size() && line < rows - 1; start += std::size_t(cols))
      mvaddnstr(line++, 0, list.substr(start, std::size_t(cols)).c_str(), cols);
    int top = line + 1, left = 0, width = 0, height = 0;
    for (std::size_t i = 0; i < session.choices().size(); ++i) {
      BoardPicture choice =
          board_picture(game.task(), game.style(), game.after(session.choices()[i]), session.chosen_piece());
      const bool spaced = game.style() == PlayStyle::Tiles || choice.width > 1;
      width = choice.cols * (static_cast<int>(choice.width) + (spaced ? 1 : 0)) + 3;
      height = choice.rows + 1;
      if (left + width > cols && left > 0) {
        left = 0;
        top += height + 1;
      }
      if (top + height >= rows) break;
      mvaddstr(top, left, fmt::format("{}:", i + 1).c_str());
      draw_picture(choice, game.style(), top + 1, left);
      left += width;
    }
  }
  move(cursor_row, cursor_col);
  refresh();
}

// The keys until the player leaves.
void play_keys(PlaySession& session, const std::string& title) {
  const PlayStyle style = session.game().style();
  std::string typed;
  bool leave = false;
  while (!leave) {
    draw(session, title, typed);
    int key = getch();
    if (session.game().solved()) {
      if (key == 'z' || key == KEY_BACKSPACE || key == kDelete)
        session.undo();
      else
        leave = true;
      continue;
    }
    switch (key) {
      case KEY_LEFT:
        session.direction(kLeft);
        continue;
      case KEY_UP:
        session.direction(kUp);
        continue;
      case KEY_RIGHT:
        session.direction(kRight);
        continue;
      case KEY_DOWN:
        session.direction(kDown);
        continue;
      case kControlR:
        session.restart();
        continue;
      case kControlC:
      case kControlD:
        leave = true;
        continue;
      case KEY_RESIZE:
        continue;
      case KEY_BACKSPACE:
      case kDelete:
      case '\b':
        if (!typed.empty())
          typed.pop_back();
        else
          session.undo();
        continue;
      case kEscape:
        typed.clear();
        continue;
      default:
        break;
    }
    if (style == PlayStyle::Agent) {
      // An agent moves on each key, as Sokoban players expect; no Enter.
      if (key >= 0 && key < 256) {
        char letter = static_cast<char>(key);
        leave = session.submit(std::string(1, letter)).quit;
      }
      continue;
    }
    if (key == '\n' || key == '\r' || key == KEY_ENTER) {
      leave = session.submit(typed).quit;
      typed.clear();
    } else if (key == '?' && typed.empty()) {
      session.hint();
    } else if (key >= 32 && key < 127) {
      typed += static_cast<char>(key);
    }
  }
}

}  // namespace

int play_in_terminal(PlaySession& session, const std::string& title) {
  SCREEN* screen = newterm(nullptr, stdout, stdin);
  if (!screen) return -1;
  raw();
  noecho();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  start_colours();
  // Whatever goes wrong (a hint's search refusing its configuration, say), the terminal is given
  // back in the state it was found in before the error is reported.
  try {
    play_keys(session, title);
  } catch (...) {
    endwin();
    delscreen(screen);
    throw;
  }
  endwin();
  delscreen(screen);
  return 0;
}

}  // namespace polyplan::cli
