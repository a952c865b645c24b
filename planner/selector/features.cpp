#include "planner/selector/features.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "domains/family.hpp"
#include "translator/shape_class.hpp"

namespace polyplan {
namespace {

// 1 when the goal puts every piece on cells of its own, leaves exactly one cell of a full
// rectangle free and that cell is a corner: the goals Korf and Felner's tile splits are drawn
// for (a 15- or 24-puzzle with the blank's goal in a corner).
int corner_blank(const Task& task) {
  const FrameIndex& frame = task.frame();
  if (frame.floor_count() != frame.rows() * frame.cols() || frame.floor_count() > 64) return 0;
  std::uint64_t covered = 0;
  std::size_t placed = 0;
  for (const auto& goal : task.goal().placed()) {
    if (goal.placements.size() != 1) return 0;
    for (int cell : task.table(goal.piece).cells(goal.placements.front())) covered |= std::uint64_t(1) << cell;
    ++placed;
  }
  if (placed != task.pieces().size()) return 0;
  std::uint64_t all = frame.floor_count() == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << frame.floor_count()) - 1;
  std::uint64_t free = all & ~covered;
  if (free == 0 || (free & (free - 1))) return 0;
  Coord at = frame.coord(std::countr_zero(free));
  return (at.row == 0 || at.row == frame.rows() - 1) && (at.col == 0 || at.col == frame.cols() - 1) ? 1 : 0;
}

}  // namespace

std::string to_string(const FeatureValue& value) {
  if (auto* number = std::get_if<int>(&value)) return std::to_string(*number);
  return std::get<std::string>(value);
}

Features instance_features(const Task& task, bool fast) {
  const Problem& problem = task.problem();
  Features features;
  features["family"] = family_of(task);
  features["rows"] = problem.frame.rows;
  features["cols"] = problem.frame.cols;
  features["floor"] = task.frame().floor_count();
  features["k"] = problem.vacant_cells();
  features["pieces"] = static_cast<int>(problem.pieces.size());
  int units = 0;
  for (const Piece& piece : problem.pieces) units += piece.unit;
  features["units"] = units;
  features["agent"] = task.agent() >= 0 ? 1 : 0;
  // Whether every rule is described in the domain file (a family written as text), and whether
  // some rule needs other pieces where they are (then abstractions that drop pieces do not apply).
  features["described"] = std::all_of(problem.domain.moves.begin(), problem.domain.moves.end(),
                                      [](const MoveRule& rule) { return rule.description.has_value(); }) &&
                                  !problem.domain.moves.empty()
                              ? 1
                              : 0;
  features["pieces-enable-moves"] = problem.domain.pieces_enable_moves() ? 1 : 0;
  features["goal-cells"] = problem.frame.goal_count();
  features["targets"] = static_cast<int>(problem.target.size());
  features["fast"] = fast ? 1 : 0;
  features["corner-blank"] = corner_blank(task);
  // The first target piece's shape, in the Flying Block paper's terms.
  features["n"] = 0;
  features["shape"] = std::string("none");
  features["length"] = 0;
  features["s"] = 0;
  features["body"] = 0;
  if (!problem.target.empty()) {
    ShapeClass shape = classify_shape(problem.pieces[static_cast<std::size_t>(problem.target.front())].cells);
    const char* names[] = {"I", "L", "comb", "other"};
    features["n"] = shape.size;
    features["shape"] = std::string(names[static_cast<int>(shape.type)]);
    features["length"] = shape.length;
    features["s"] = shape.free_spaces;
    features["body"] = shape.body_height;
  }
  return features;
}

}  // namespace polyplan
