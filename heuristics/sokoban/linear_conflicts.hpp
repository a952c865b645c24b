#pragma once
#include <vector>

#include "heuristics/sokoban/hungarian.hpp"
#include "heuristics/sokoban/push_distances.hpp"

namespace polyplan {

// The linear-conflict term of EMM (the paper's Section 2): two adjacent boxes that stand in each
// other's optimal path cost two more pushes than the matching says; a box counts in at most one
// conflict. "In each other's optimal path" is made precise so that the term stays admissible:
//
// Boxes A and B = A + s are in conflict when every shortest path of A to every goal g that is
// nearly tight for A (cost = u_A + v_g + r with r < 2, from the matching's dual potentials) starts
// with a push along the line A-B, and the same holds for B. Whichever of the two is pushed first,
// the other still stands beside it on that line: a push towards it runs into it, a push away from
// it needs the agent on its cell. So the first box pushed starts off every shortest path; pushes
// change a box's row + column parity, so it then needs at least 2 more pushes to any goal that is
// nearly tight for it. Raising that box's row of the cost matrix by 2 on those goals keeps
// (u_A + 2, v) dual feasible, so every assignment costs at least 2 more; with disjoint pairs the
// raised rows are distinct and the gains add up. A pair where both boxes stand on goals is skipped
// (neither need ever move).
class LinearConflicts {
 public:
  explicit LinearConflicts(int floor_count) : used_(static_cast<std::size_t>(floor_count), 0) {}

  // Disjoint conflicts among the boxes on `boxes` (cells) with the agent's reachable `sides` per
  // box, given the solved matching over those boxes (rows in box order, columns in the order of
  // board.goals()) with `distances` over `board`.
  int count(const SokobanBoard& board, const PushDistances& distances, const std::vector<int>& boxes,
            const std::vector<unsigned>& sides, const BoxMap& has_box, const Hungarian& matching);

 private:
  // Every shortest path of the box in `row` (on `cell`) to each of its nearly tight goals starts
  // with a push along the axis of direction `along`.
  static bool starts_along(const PushDistances& distances, int row, int cell, unsigned sides, int along,
                           const Hungarian& matching);

  std::vector<int> row_of_cell_;
  std::vector<unsigned char> used_;  // per floor cell: its box is in a counted conflict; 0 between calls
};

}  // namespace polyplan
