#pragma once
#include <vector>

#include "heuristics/sokoban/hungarian.hpp"
#include "heuristics/sokoban/level_tables.hpp"
#include "heuristics/sokoban/linear_conflicts.hpp"

namespace polyplan {

// The enhanced minimum matching: every box ends on its own goal, so the cheapest assignment of
// boxes to distinct goals by push distance is a lower bound (the paper's M*), plus two per linear
// conflict (LinearConflicts says when that stays admissible). No assignment with finite
// distances means no box arrangement on the goals is reachable: a dead end (a bipartite
// deadlock). With that test off, such a state gets the sum of each box's distance to its nearest
// goal, the bound without distinct goals, so that the deadlock test can be measured. Shared by the `emm`
// plugin and the heuristics that fall back on it.
class EmmEstimate {
 public:
  // Larger than any sum of finite distances (each below 2^16, fewer than 2^16 boxes).
  static constexpr Hungarian::Cost kNoPath = Hungarian::Cost(1) << 32;

  EmmEstimate(int floor_count, bool with_conflicts, bool matching_deadlocks = true)
      : conflicts_(floor_count), with_conflicts_(with_conflicts), matching_deadlocks_(matching_deadlocks) {}

  // `boxes` are the cells of the boxes that may still move, `has_box` marks every box; the
  // estimate, or Heuristic::kDeadEnd.
  int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent, const BoxMap& has_box);

 private:
  LinearConflicts conflicts_;
  bool with_conflicts_;
  bool matching_deadlocks_;
  Hungarian matching_;
  std::vector<unsigned> sides_;
};

}  // namespace polyplan
