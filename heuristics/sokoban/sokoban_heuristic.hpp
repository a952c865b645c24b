#pragma once
#include <string>
#include <vector>

#include "heuristics/sokoban/deadlock_filter.hpp"
#include "heuristics/sokoban/push_distances.hpp"

namespace polyplan {

// What every Sokoban heuristic shares: the level's tables (agent regions around each box cell,
// push distances per goal, deadlock detectors) built once per task, and one evaluation skeleton:
// read the boxes, answer a dead end when a chosen detector fires, otherwise estimate. The
// estimate sees the boxes' cells (boxes_), which cells hold one (has_box_) and the agent's cell.
class SokobanHeuristic : public Heuristic {
 public:
  SokobanHeuristic(const Task& task, const std::string& name, DeadlockChoice choice);

  int evaluate(StateView state) final;

 protected:
  virtual int estimate(int agent) = 0;

  SokobanBoard board_;
  AgentRegions regions_;
  PushDistances distances_;
  DeadlockFilter deadlocks_;
  std::vector<int> boxes_;
  BoxMap has_box_;
};

}  // namespace polyplan
