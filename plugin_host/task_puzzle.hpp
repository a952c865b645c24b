#pragma once
#include <string>
#include <vector>

#include "polyplan/plugin/puzzle.hpp"
#include "translator/task.hpp"

namespace polyplan {

// The plugin interface's view of a Task: plugins read the ground model through it and never see
// the Task's own layout, so the model can change without breaking built plugins.
class TaskPuzzle final : public plugin::Puzzle {
 public:
  explicit TaskPuzzle(const Task& task);

  std::string_view domain() const override { return task_.problem().domain.name; }
  int rows() const override { return task_.frame().rows(); }
  int cols() const override { return task_.frame().cols(); }
  int floor_count() const override { return task_.frame().floor_count(); }
  int floor_at(plugin::Cell cell) const override { return task_.frame().floor_at(Coord{cell.row, cell.col}); }
  plugin::Cell cell(int floor) const override;
  int neighbour(int floor, int direction) const override { return task_.frame().neighbour(floor, direction); }

  int piece_count() const override { return static_cast<int>(task_.pieces().size()); }
  std::string_view piece_name(int piece) const override { return task_.pieces()[index(piece)].name; }
  std::string_view piece_kind(int piece) const override { return task_.pieces()[index(piece)].kind; }
  bool is_target(int piece) const override { return targets_[index(piece)]; }

  int placement_count(int piece) const override { return task_.table(piece).size(); }
  std::span<const int> cells(int piece, std::uint32_t placement) const override {
    return task_.table(piece).cells(static_cast<int>(placement));
  }
  int shifted(int piece, std::uint32_t placement, int direction) const override {
    return task_.table(piece).shifted(static_cast<int>(placement), direction);
  }
  std::span<const int> goal_placements(int piece) const override { return goal_placements_[index(piece)]; }
  std::uint32_t initial_placement(int piece) const override { return task_.initial_state()[index(piece)]; }

 private:
  static std::size_t index(int piece) { return static_cast<std::size_t>(piece); }
  const Task& task_;
  std::vector<bool> targets_;
  std::vector<std::vector<int>> goal_placements_;
};

}  // namespace polyplan
