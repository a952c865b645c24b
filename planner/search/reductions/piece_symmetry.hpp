#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "domains/environment.hpp"
#include "planner/plan.hpp"

namespace polyplan {

// Named pieces that nothing tells apart (translator/interchangeable_pieces.hpp): swapping two of
// them maps a state to one with the same successors, swapped the same way, and the same distance
// to the goal. A graph search may therefore keep one state per arrangement of their cells: the
// placements sorted inside each group. In the Flying Block benchmark most pieces are dominoes and
// trominoes; without this, every order in which two dominoes can trade places is a separate state
// of the search.
//
// Units (`(unit KIND)`, e.g. Sokoban boxes) are interchangeable by the language itself and are
// already kept sorted by Task::canonicalize; this covers named pieces, whose plans must still name
// the piece that really moves, hence `relabel`.
class PieceSymmetry {
 public:
  // With `enabled` false there are no groups: every state is its own arrangement.
  PieceSymmetry(const Task& task, bool enabled);

  bool empty() const { return groups_.empty(); }
  // Indices of the pieces of each group (at least two), ascending.
  const std::vector<std::vector<int>>& groups() const { return groups_; }
  // Sorts the placements inside each group.
  void reduce(std::span<std::uint32_t> state) const;
  // A plan found over reduced states names pieces as they are numbered in each reduced state; the
  // same moves from the real initial state name, within a group, the piece that stands where the
  // reduced state's piece stands.
  Plan relabel(const Plan& plan, Environment& environment) const;

 private:
  std::vector<std::vector<int>> groups_;
  std::vector<int> group_of_;  // per piece: its group or -1
};

}  // namespace polyplan
