#include "heuristics/sokoban/sokoban_heuristic.hpp"

#include <algorithm>

namespace polyplan {

SokobanHeuristic::SokobanHeuristic(const Task& task, const std::string& name, const PluginOptions& options)
    : has_box_(SokobanBoard(task, name)),
      plain_(SokobanBoard(task, name), name),
      deadlocks_(plain_.board, DeadlockChoice::from(options)),
      frozen_tables_(plain_, kFrozenTablesBudget) {}

int SokobanHeuristic::evaluate(StateView state) {
  plain_.board.box_cells(state, boxes_);
  has_box_.fill(boxes_);
  int h = kDeadEnd;
  if (!deadlocks_.deadlocked(boxes_, has_box_, plain_.board.agent_cell(state))) {
    frozen_ = deadlocks_.frozen();
    const LevelTables& tables = frozen_tables_.tables(frozen_);
    if (&tables == &plain_) {
      h = estimate(plain_, boxes_, plain_.board.agent_cell(state));
    } else {
      movable_.clear();
      for (int cell : boxes_)
        if (!std::binary_search(frozen_.begin(), frozen_.end(), cell)) movable_.push_back(cell);
      h = estimate(tables, movable_, plain_.board.agent_cell(state));
    }
  }
  has_box_.clear(boxes_);
  return h;
}

}  // namespace polyplan
