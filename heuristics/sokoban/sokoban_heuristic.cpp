#include "heuristics/sokoban/sokoban_heuristic.hpp"

namespace polyplan {

SokobanHeuristic::SokobanHeuristic(const Task& task, const std::string& name, DeadlockChoice choice)
    : board_(task, name),
      regions_(board_, name),
      distances_(board_, regions_),
      deadlocks_(board_, choice),
      has_box_(board_) {}

int SokobanHeuristic::evaluate(StateView state) {
  board_.box_cells(state, boxes_);
  has_box_.fill(boxes_);
  int h = deadlocks_.deadlocked(boxes_, has_box_) ? kDeadEnd : estimate(board_.agent_cell(state));
  has_box_.clear(boxes_);
  return h;
}

}  // namespace polyplan
