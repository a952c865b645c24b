#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "heuristics/tiles/incremental_manhattan.hpp"

namespace polyplan {

// linear-conflict as TilePuzzle's incremental heuristic, equal to the generic plugin on every
// state. The conflict term of each row and column is kept: a vertical move takes a tile out of
// one row and into another and leaves the order inside its column alone (it swaps with the
// blank), so only those two rows can change; a horizontal move likewise touches two columns.
//
// A recount must cost little, so for lines of up to six cells the line is read as a number: per
// cell a digit (0 for the blank or a tile that does not belong to the line, else 1 + the tile's
// goal position along it), and the conflicts of every such number are tabulated once (7^6
// entries at most). Longer lines fall back to the longest-increasing-run count.
class IncrementalLinearConflict {
 public:
  explicit IncrementalLinearConflict(const UnitTileBoard& board) : manhattan_(board) {
    row_cells_.resize(std::size_t(board.rows));
    col_cells_.resize(std::size_t(board.cols));
    for (int cell = 0; cell < board.cells; ++cell) {
      Coord at = board.coord[std::size_t(cell)];
      row_cells_[std::size_t(at.row)].push_back(cell);  // floor numbers grow in reading order
      col_cells_[std::size_t(at.col)].push_back(cell);
      row_of_.push_back(at.row);
      col_of_.push_back(at.col);
    }
    for (int tile = 0; tile < board.tiles; ++tile) {
      int goal = board.goal_cell[std::size_t(tile)];
      goal_row_.push_back(goal == UnitTileBoard::kNoGoal ? -1 : board.coord[std::size_t(goal)].row);
      goal_col_.push_back(goal == UnitTileBoard::kNoGoal ? -1 : board.coord[std::size_t(goal)].col);
    }
    for (bool is_row : {true, false}) {
      auto& lines = is_row ? row_cells_ : col_cells_;
      auto& digits = is_row ? row_digits_ : col_digits_;
      for (std::size_t line = 0; line < lines.size(); ++line) {
        std::vector<std::uint8_t> digit(256, 0);
        for (int tile = 0; tile < board.tiles; ++tile) {
          int goal = board.goal_cell[std::size_t(tile)];
          if (goal == UnitTileBoard::kNoGoal) continue;
          Coord home = board.coord[std::size_t(goal)];
          if ((is_row ? home.row : home.col) == int(line))
            digit[std::size_t(tile)] = std::uint8_t(1 + (is_row ? home.col : home.row));
        }
        digits.push_back(std::move(digit));
        tabulate(lines[line].size());
      }
    }
  }

  int initial(const std::uint8_t* tile_at, int blank) {
    tile_at_ = tile_at;
    row_conflicts_.assign(row_cells_.size(), 0);
    col_conflicts_.assign(col_cells_.size(), 0);
    int removals = 0;
    for (std::size_t row = 0; row < row_cells_.size(); ++row) removals += row_conflicts_[row] = recount(int(row), true);
    for (std::size_t col = 0; col < col_cells_.size(); ++col)
      removals += col_conflicts_[col] = recount(int(col), false);
    return manhattan_.initial(tile_at, blank) + 2 * removals;
  }

  // Only a tile that belongs to a line (its goal lies in it) counts in that line's conflicts, and
  // a tile belongs to one row and one column: of the two rows a vertical move touches, at most
  // the one the tile belongs to changes.
  int apply(int tile, int from, int to, int h, int /*budget*/ = 0) {
    int h_after = manhattan_.apply(tile, from, to, h);
    bool vertical = col_of_[std::size_t(from)] == col_of_[std::size_t(to)];
    const std::vector<int>& cell_line = vertical ? row_of_ : col_of_;
    int own = (vertical ? goal_row_ : goal_col_)[std::size_t(tile)];  // -1 without a goal
    if (own != cell_line[std::size_t(from)] && own != cell_line[std::size_t(to)]) {
      saved_.push_back({0, 0});
      return h_after;
    }
    int& conflicts = (vertical ? row_conflicts_ : col_conflicts_)[std::size_t(own)];
    saved_.push_back({vertical ? own + 1 : -(own + 1), conflicts});
    int before = conflicts;
    conflicts = recount(own, vertical);
    return h_after + 2 * (conflicts - before);
  }

  void undo(int, int, int) {
    auto [line, conflicts] = saved_.back();
    saved_.pop_back();
    if (line > 0) row_conflicts_[std::size_t(line - 1)] = conflicts;
    if (line < 0) col_conflicts_[std::size_t(-line - 1)] = conflicts;
  }

 private:
  static constexpr std::size_t kMaxTabulated = 6;

  int recount(int line, bool is_row) {
    const std::vector<int>& cells = is_row ? row_cells_[std::size_t(line)] : col_cells_[std::size_t(line)];
    const std::vector<std::uint8_t>& digit = is_row ? row_digits_[std::size_t(line)] : col_digits_[std::size_t(line)];
    if (cells.size() <= kMaxTabulated) {
      std::size_t code = 0;
      for (std::size_t i = cells.size(); i-- > 0;) code = code * (cells.size() + 1) + digit[tile_at_[cells[i]]];
      return conflicts_by_code_[cells.size()][code];
    }
    int length = 0;
    for (int cell : cells) line_[length++] = digit[tile_at_[cell]];
    return must_leave(line_, length);
  }

  // Tiles of the line whose goal lies in it (digits above 0), in their order along it: all but a
  // longest run of increasing goal positions must leave the line (see linear_conflict.cpp).
  static int must_leave(const int* digits, int length) {
    int run[256];
    int in_line = 0, run_length = 0;
    for (int i = 0; i < length; ++i) {
      if (digits[i] == 0) continue;
      ++in_line;
      int* slot = std::lower_bound(run, run + run_length, digits[i]);
      *slot = digits[i];
      if (slot == run + run_length) ++run_length;
    }
    return in_line - run_length;
  }

  void tabulate(std::size_t length) {
    if (length > kMaxTabulated || conflicts_by_code_[length].size()) return;
    std::size_t codes = 1;
    for (std::size_t i = 0; i < length; ++i) codes *= length + 1;
    std::vector<std::uint8_t>& table = conflicts_by_code_[length];
    table.resize(codes);
    int digits[kMaxTabulated];
    for (std::size_t code = 0; code < codes; ++code) {
      for (std::size_t i = 0, rest = code; i < length; ++i, rest /= length + 1) digits[i] = int(rest % (length + 1));
      table[code] = std::uint8_t(must_leave(digits, int(length)));
    }
  }

  IncrementalManhattan manhattan_;
  const std::uint8_t* tile_at_ = nullptr;
  std::vector<std::vector<int>> row_cells_, col_cells_;
  std::vector<int> row_of_, col_of_;      // per cell
  std::vector<int> goal_row_, goal_col_;  // per tile, -1 without a goal
  std::vector<int> row_conflicts_, col_conflicts_;
  std::vector<std::vector<std::uint8_t>> row_digits_, col_digits_;  // per line and tile
  std::vector<std::uint8_t> conflicts_by_code_[kMaxTabulated + 1];  // per line length and code
  // Per move made: the line it recounted (row + 1, -(column + 1), or 0 for none) and its old conflicts.
  std::vector<std::pair<int, int>> saved_;
  int line_[256];
};

}  // namespace polyplan
