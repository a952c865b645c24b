#pragma once
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

namespace polyplan {

struct Coord {
  int row = 0;
  int col = 0;
  friend auto operator<=>(const Coord&, const Coord&) = default;
};

std::string to_string(Coord c);                          // "(r c)", the language's own spelling
std::string to_string(const std::vector<Coord>& cells);  // "(r c) (r c) ..."

enum class CellType : std::uint8_t { Void, Floor, Wall };

struct Cell {
  CellType type = CellType::Void;
  bool goal = false;  // a marked goal cell (Sokoban); only on floor
  friend bool operator==(const Cell&, const Cell&) = default;
};

// The frame: a rectangle of cells, row-major. Rows of a board may be ragged in the source; the
// missing cells on the right are void here.
struct Grid {
  int rows = 0;
  int cols = 0;
  std::vector<Cell> cells;

  Grid() = default;
  Grid(int row_count, int col_count) : rows(row_count), cols(col_count), cells(std::size_t(row_count) * col_count) {}

  bool contains(Coord c) const { return c.row >= 0 && c.col >= 0 && c.row < rows && c.col < cols; }
  Cell& at(Coord c) { return cells[std::size_t(c.row) * cols + c.col]; }
  const Cell& at(Coord c) const { return cells[std::size_t(c.row) * cols + c.col]; }
  int count(CellType type) const;
  int goal_count() const;
  friend bool operator==(const Grid&, const Grid&) = default;
};

}  // namespace polyplan
