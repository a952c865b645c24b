#include "planner/solvability/flying_block_constraints.hpp"

#include <fmt/format.h>

#include "heuristics/flying_block/target_path.hpp"
#include "translator/shape_class.hpp"

namespace polyplan {
namespace {

bool paper_setting(const Task& task) {
  const Problem& problem = task.problem();
  if (problem.frame.cols != 2 || problem.frame.count(CellType::Floor) != problem.frame.rows * 2) return false;
  for (const Piece& piece : problem.pieces) {
    const MoveRule* rule = problem.domain.rule_for(piece.kind);
    if (!rule || rule->path != MovePath::Flight || !rule->rotates || !rule->reflects) return false;
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

int top_row(const std::vector<Coord>& cells) {
  int top = cells.front().row;
  for (Coord c : cells) top = std::min(top, c.row);
  return top;
}

// A bar of three or more cells with k < n: it never jumps, and fits two columns only upright.
bool is_locked_bar(const ShapeClass& shape, int k) {
  return shape.type == ShapeClass::Type::I && shape.length >= 3 && k < shape.length;
}

// A 2 x m block fills every row it spans; with more than k cells it never jumps, so nothing that
// cannot jump either ever gets past it.
bool is_full_width_barrier(const std::vector<Coord>& cells, int k) {
  int rows = rows_spanned(cells);
  return rows >= 2 && static_cast<int>(cells.size()) == 2 * rows && static_cast<int>(cells.size()) > k;
}

// Corollary 2 made into a proof: pieces that cannot jump keep their vertical order whenever they
// cannot pass beside each other (a full-width block, or two bars locked in the same column).
// Each move of such a piece overlaps its old cells and enters only vacant cells, so the run of
// rows it occupies shifts without ever crossing the other piece. The target must then fit its
// goal on its own side of all of them.
std::optional<UnsolvabilityProof> jumping_constraint(const Task& task, int target, const std::vector<Coord>& goal) {
  const Problem& problem = task.problem();
  int k = problem.vacant_cells();
  const Piece& piece = problem.pieces[static_cast<std::size_t>(target)];
  if (static_cast<int>(piece.cells.size()) <= k) return std::nullopt;
  ShapeClass shape = classify_shape(piece.cells);
  int column = is_locked_bar(shape, k) ? full_column(piece.cells, rows_spanned(piece.cells)) : -1;
  int target_top = top_row(piece.cells), target_bottom = target_top + rows_spanned(piece.cells) - 1;
  int rows_above = 0, rows_below = 0;
  std::string above, below;
  for (std::size_t p = 0; p < problem.pieces.size(); ++p) {
    if (static_cast<int>(p) == target) continue;
    const std::vector<Coord>& cells = problem.pieces[p].cells;
    int height = rows_spanned(cells);
    bool barrier = is_full_width_barrier(cells, k);
    bool same_column_bar =
        column >= 0 && is_locked_bar(classify_shape(cells), k) && full_column(cells, height) == column;
    if (!barrier && !same_column_bar) continue;
    int top = top_row(cells);
    if (top + height - 1 < target_top) {
      rows_above += height;
      above = problem.pieces[p].name;
    } else if (top > target_bottom) {
      rows_below += height;
      below = problem.pieces[p].name;
    }
  }
  int goal_top = top_row(goal), goal_bottom = goal_top + rows_spanned(goal) - 1;
  auto proof = [&](const std::string& blocker, const char* side, int needed) {
    return UnsolvabilityProof{
        "jumping constraint (Corollary 2)",
        fmt::format("target '{}' (n = {} > k = {}) cannot get past '{}' (neither can jump): {} row(s) must stay {} "
                    "the target, but its goal {} at row {}",
                    piece.name, piece.cells.size(), k, blocker, needed, side,
                    side == std::string("above") ? "starts" : "ends",
                    side == std::string("above") ? goal_top : goal_bottom)};
  };
  if (goal_top < rows_above) return proof(above, "above", rows_above);
  if (problem.frame.rows - 1 - goal_bottom < rows_below) return proof(below, "below", rows_below);
  return std::nullopt;
}

// Theorem 1 on the target alone: if no sequence of placements, each entering at most k new cells,
// leads from the target to its goal even in an empty frame, no plan exists.
std::optional<UnsolvabilityProof> target_cannot_reach(const Task& task) {
  if (task.goal().placed().size() != 1) return std::nullopt;
  TargetPath path(task);
  if (path.target_distance(task.initial_state()) != TargetPath::kUnreachable) return std::nullopt;
  const Piece& piece = task.problem().pieces[static_cast<std::size_t>(path.target())];
  return UnsolvabilityProof{
      "General Move Constraint (Theorem 1)",
      fmt::format(
          "target '{}' (n = {}) cannot reach its goal even alone in the frame: every move enters at most k = {} "
          "new cells, and no such sequence of its placements leads there",
          piece.name, piece.cells.size(), path.vacant())};
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
    for (int floor : task.table(placed.piece).cells(placed.placements.front()))
      goal.push_back(task.frame().coord(floor));
    ShapeClass shape = classify_shape(piece.cells);
    int now = full_column(piece.cells, rows_spanned(piece.cells));
    int then = full_column(goal, rows_spanned(goal));
    bool changes_column = now >= 0 && then >= 0 && now != then;
    if (changes_column && is_locked_bar(shape, k))
      return UnsolvabilityProof{
          "crossing constraint (Corollary 3)",
          fmt::format("target '{}' is an I{} bar in column {} with k = {} < n = {}; its goal is in column {}",
                      piece.name, shape.length, now, k, shape.length, then)};
    if (changes_column && shape.type == ShapeClass::Type::Comb && k < shape.free_spaces)
      return UnsolvabilityProof{
          "comb flip constraint (Theorem 4)",
          fmt::format(
              "target '{}' is a comb with s = {} free spaces and k = {} < s; its body is in column {} but must end "
              "in column {}",
              piece.name, shape.free_spaces, k, now, then)};
    if (auto proof = jumping_constraint(task, placed.piece, goal)) return proof;
  }
  return target_cannot_reach(task);
}

}  // namespace polyplan
