#include "translator/shape_class.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>
#include <vector>

namespace polyplan {
namespace {

bool symmetric_about_horizontal_midline(const CellSet& normal) {
  int height = 0;
  for (Coord c : normal) height = std::max(height, c.row + 1);
  std::set<Coord> cells(normal.begin(), normal.end());
  return std::all_of(normal.begin(), normal.end(), [&](Coord c) {
    return cells.count(Coord{height - 1 - c.row, c.col}) > 0;
  });
}

bool is_straight(const CellSet& normal) {
  return std::all_of(normal.begin(), normal.end(), [](Coord c) { return c.col == 0; }) ||
         std::all_of(normal.begin(), normal.end(), [](Coord c) { return c.row == 0; });
}

// A comb in the paper's sense: two columns, one full (the body), the other a non-empty proper
// subset of the body's rows (the teeth), symmetric about the horizontal midline. Returns the body
// height and the number of free spaces.
std::optional<std::pair<int, int>> comb(const CellSet& normal) {
  int height = 0, width = 0;
  for (Coord c : normal) {
    height = std::max(height, c.row + 1);
    width = std::max(width, c.col + 1);
  }
  if (width != 2) return std::nullopt;
  std::set<Coord> cells(normal.begin(), normal.end());
  for (int body = 0; body < 2; ++body) {
    int teeth_column = 1 - body;
    bool full = true;
    int teeth = 0;
    for (int r = 0; r < height; ++r) {
      full = full && cells.count(Coord{r, body});
      teeth += static_cast<int>(cells.count(Coord{r, teeth_column}));
    }
    if (full && teeth > 0 && teeth < height) return std::make_pair(height, height - teeth);
  }
  return std::nullopt;
}

// The polyominoes of four and five cells with their usual letters (the straight ones are I
// shapes), drawn in one orientation each; a shape is compared in all eight.
struct LetteredShape {
  char letter;
  std::vector<const char*> rows;
};
const std::vector<LetteredShape>& lettered_shapes() {
  static const std::vector<LetteredShape> shapes{
      {'O', {"##", "##"}},
      {'T', {"###", ".#."}},
      {'L', {"#.", "#.", "##"}},
      {'S', {".##", "##."}},
      {'F', {".##", "##.", ".#."}},
      {'L', {"#.", "#.", "#.", "##"}},
      {'N', {".#", ".#", "##", "#."}},
      {'P', {"##", "##", "#."}},
      {'T', {"###", ".#.", ".#."}},
      {'U', {"#.#", "###"}},
      {'V', {"#..", "#..", "###"}},
      {'W', {"#..", "##.", ".##"}},
      {'X', {".#.", "###", ".#."}},
      {'Y', {".#", "##", ".#", ".#"}},
      {'Z', {"##.", ".#.", ".##"}},
  };
  return shapes;
}

char letter_of(const CellSet& normal) {
  if (normal.size() != 4 && normal.size() != 5) return 0;
  for (const LetteredShape& shape : lettered_shapes()) {
    CellSet drawn;
    for (std::size_t r = 0; r < shape.rows.size(); ++r)
      for (std::size_t c = 0; shape.rows[r][c]; ++c)
        if (shape.rows[r][c] == '#') drawn.push_back(Coord{static_cast<int>(r), static_cast<int>(c)});
    if (drawn.size() == normal.size() && congruent(drawn, normal, true, true)) return shape.letter;
  }
  return 0;
}

}  // namespace

std::string ShapeClass::name() const {
  switch (type) {
    case Type::I:
      return fmt::format("I{}", length);
    case Type::L:
      return "L3";
    case Type::Comb:
      return fmt::format("comb(H={},s={})", body_height, free_spaces);
    case Type::Other:
      return letter ? fmt::format("{}{}", letter, size) : fmt::format("other({})", size);
  }
  return "other";
}

ShapeClass classify_shape(const CellSet& cells) {
  ShapeClass shape;
  CellSet normal = normalized(cells);
  shape.size = static_cast<int>(normal.size());
  shape.linearly_symmetric = symmetric_about_horizontal_midline(normal);
  if (is_straight(normal)) {
    shape.type = ShapeClass::Type::I;
    shape.length = shape.size;
  } else if (shape.size == 3) {
    shape.type = ShapeClass::Type::L;  // the only non-straight tromino
  } else if (auto teeth = comb(normal); teeth && shape.linearly_symmetric) {
    shape.type = ShapeClass::Type::Comb;
    shape.body_height = teeth->first;
    shape.free_spaces = teeth->second;
  }
  if (shape.type == ShapeClass::Type::Other) shape.letter = letter_of(normal);
  return shape;
}

}  // namespace polyplan
