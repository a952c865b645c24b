#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// A task seen as a Sokoban level: one agent that pushes one-cell boxes, and the goal "every box
// on a goal cell". The deadlock detectors and the Sokoban heuristics work on floor numbers and
// read a state through this view, so that none of them re-derives the level from the task.
class SokobanBoard {
 public:
  static constexpr int kNone = FrameIndex::kNone;

  // Throws InputError naming `user` (a heuristic's name, or OPTION=NAME for a macro, pruner, key or
  // feature space, whose option the message then names) when the task is not such a level: not
  // one move rule whose agent pushes (its traits, as push's), a piece that is neither the agent
  // nor a box, a box wider than one cell, or a goal other than (all KIND on goal) over every box.
  SokobanBoard(const Task& task, const std::string& user);

  // The task as a Sokoban level for `polyplan explain`'s drawings, or nothing when it is none.
  static std::optional<SokobanBoard> of(const Task& task);

  // The same level with `cells` turned into walls (boxes that can never move again): no cell
  // links to them any more and goals under them are dropped. Floor numbers stay the same.
  SokobanBoard with_walls(const std::vector<int>& cells) const;

  const Task& task() const { return *task_; }
  int floor_count() const { return static_cast<int>(neighbours_.size()); }
  // The floor cell one step away, or kNone for walls (including the ones with_walls added).
  int neighbour(int cell, int direction) const { return neighbours_[static_cast<std::size_t>(cell)][direction]; }
  const std::vector<std::array<int, 4>>& neighbour_table() const { return neighbours_; }
  bool is_goal(int cell) const { return goal_[static_cast<std::size_t>(cell)]; }
  const std::vector<int>& goals() const { return goals_; }
  const std::vector<int>& boxes() const { return boxes_; }  // piece indices
  int box_count() const { return static_cast<int>(boxes_.size()); }

  int agent_cell(StateView state) const { return task_->agent_floor(state); }
  int box_cell(StateView state, int box) const {
    return box_table_->cells(
        static_cast<int>(state[static_cast<std::size_t>(boxes_[static_cast<std::size_t>(box)])]))[0];
  }
  // The floor cells of the boxes, in box order.
  void box_cells(StateView state, std::vector<int>& cells) const;
  // What every deadlock verdict of a level depends on: the floor's links, then the goals. Equal
  // layouts have equal verdicts whatever task they came from, so tables and learned patterns
  // are shared under it.
  std::vector<int> layout() const;

 private:
  const Task* task_;
  const PlacementTable* box_table_ = nullptr;
  std::vector<std::array<int, 4>> neighbours_;
  std::vector<bool> goal_;
  std::vector<int> goals_;
  std::vector<int> boxes_;
};

// Which floor cells hold a box, as one byte per cell: filled from a state and cleared again by
// the same object, so a detector pays for the boxes only, never for the whole floor.
class BoxMap {
 public:
  explicit BoxMap(const SokobanBoard& board) : has_box_(static_cast<std::size_t>(board.floor_count()), 0) {}

  void fill(const std::vector<int>& box_cells) {
    for (int cell : box_cells) has_box_[static_cast<std::size_t>(cell)] = 1;
  }
  void clear(const std::vector<int>& box_cells) {
    for (int cell : box_cells) has_box_[static_cast<std::size_t>(cell)] = 0;
  }
  bool operator[](int cell) const { return has_box_[static_cast<std::size_t>(cell)] != 0; }
  bool operator==(const BoxMap&) const = default;

 private:
  std::vector<unsigned char> has_box_;
};

}  // namespace polyplan
