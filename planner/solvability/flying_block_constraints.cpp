#include "planner/solvability/flying_block_constraints.hpp"

#include <fmt/format.h>

#include "translator/shape_class.hpp"

namespace polyplan {
namespace {

bool paper_setting(const Task& task) {
  const Problem& problem = task.problem();
  if (problem.frame.cols != 2 || problem.frame.count(CellType::Floor) != problem.frame.rows * 2) return false;
  for (const Piece& piece : problem.pieces) {
    const MoveRule* rule = problem.domain.rule_for(piece.kind);
    if (!rule || rule->name != "fly" || !problem.domain.rotates(piece.kind) || !problem.domain.reflects(piece.kind))
      return false;
  }
  return true;
}

// The column a piece's body stands in: for a bar, its column; for a comb, its full column.
int full_column(const std::vector<Coord>& cells, int rows_spanned) {
  for (int column : {0, 1}) {
    int count = 0;
    for (Coord c : cells) count += c.col == column;
    if (count == rows_spanned) return column;
  }
  return -1;
}

int rows_spanned(const std::vector<Coord>& cells) {
  int low = cells.front().row, high = cells.front().row;
  for (Coord c : cells) {
    low = std::min(low, c.row);
    high = std::max(high, c.row);
  }
  return high - low + 1;
}

}  // namespace

std::optional<UnsolvabilityProof> flying_block_constraints(const Task& task) {
  if (!paper_setting(task)) return std::nullopt;
  const Problem& problem = task.problem();
  int k = problem.vacant_cells();
  for (const auto& placed : task.goal().placed()) {
    if (placed.placements.empty()) continue;
    const Piece& piece = problem.pieces[static_cast<std::size_t>(placed.piece)];
    std::vector<Coord> goal;
    for (int floor : task.table(placed.piece).cells(placed.placements.front())) goal.push_back(task.frame().coord(floor));
    ShapeClass shape = classify_shape(piece.cells);
    int now = full_column(piece.cells, rows_spanned(piece.cells));
    int then = full_column(goal, rows_spanned(goal));
    if (now < 0 || then < 0 || now == then) continue;
    if (shape.type == ShapeClass::Type::I && shape.length >= 3 && k < shape.length)
      return UnsolvabilityProof{
          "crossing constraint (Corollary 3)",
          fmt::format("target '{}' is an I{} bar in column {} with k = {} < n = {}; its goal is in column {}", piece.name,
                      shape.length, now, k, shape.length, then)};
    if (shape.type == ShapeClass::Type::Comb && k < shape.free_spaces)
      return UnsolvabilityProof{
          "comb flip constraint (Theorem 4)",
          fmt::format("target '{}' is a comb with s = {} free spaces and k = {} < s; its body is in column {} but must end "
                      "in column {}",
                      piece.name, shape.free_spaces, k, now, then)};
  }
  return std::nullopt;
}

}  // namespace polyplan
