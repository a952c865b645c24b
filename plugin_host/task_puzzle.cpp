#include "plugin_host/task_puzzle.hpp"

namespace polyplan {

TaskPuzzle::TaskPuzzle(const Task& task)
    : task_(task), targets_(task.pieces().size(), false), goal_placements_(task.pieces().size()) {
  for (int piece : task.problem().target) targets_[index(piece)] = true;
  for (const GoalTest::PiecePlacement& placed : task.goal().placed())
    goal_placements_[index(placed.piece)] = placed.placements;
}

plugin::Cell TaskPuzzle::cell(int floor) const {
  Coord coord = task_.frame().coord(floor);
  return plugin::Cell{coord.row, coord.col};
}

}  // namespace polyplan
