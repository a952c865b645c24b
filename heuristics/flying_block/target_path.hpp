#pragma once
#include <climits>
#include <span>
#include <vector>

#include "heuristics/flying_block/row_cuts.hpp"
#include "translator/task.hpp"

namespace polyplan {

// The target piece alone in the empty frame, moving as the General Move Constraint (Theorem 1)
// allows: from placement P to any placement P' of its table with |P' \ P| <= k. Every real move
// of the target is such a step, because its new cells must be vacant and exactly k cells are, so
// distances in this graph bound the target's own moves from below (docs/flying-block-heuristics.md).
//
// Per placement it also keeps the cells that every relaxed path to the goal covers at some
// time ("must-cover" cells). A non-target piece on such a cell must leave it before the target
// arrives, and one move frees at most k of a piece's cells, so a piece covering c of them
// needs ceil(c / k) moves of its own. Both tables are computed once per task: the graph has one
// node per placement of the target (a few hundred in a 2-column frame), so everything per state
// is a table lookup and a popcount per piece.
class TargetPath {
 public:
  static constexpr int kUnreachable = INT_MAX;

  // Throws InputError unless the goal places exactly one piece with (at ...).
  explicit TargetPath(const Task& task);

  int target() const { return target_; }
  int vacant() const { return vacant_; }
  // Relaxed target moves from `placement` to an accepted goal placement, or kUnreachable.
  int distance(int placement) const { return distance_[static_cast<std::size_t>(placement)]; }
  int target_distance(StateView state) const { return distance(static_cast<int>(state[target_index()])); }
  Bits must_cover(int placement) const;

  // Moves the other pieces must make: the sum over non-target pieces of
  // ceil(|cells on the target's must-cover set| / k), plus the fewest further pieces that must
  // move to open the rows the target has to cross (RowCuts). `occupants` (per floor cell, the
  // non-target piece on it, see fill_occupants) may be passed by a caller that has them already.
  int blocker_moves(StateView state, const std::vector<int>* occupants = nullptr) const;
  // The bound for plans whose target walk is short, and a stronger one for any walk. A walk of
  // at most distance(P) + j steps may have no way round cells, or round a whole placement of a
  // piece, that longer walks can avoid; such a cell counts like a must-cover cell and such a
  // piece must move at least once. Writes the bound for walks of at most distance(P) + j steps
  // into out[j] (j < out.size()) and returns the bound for walks of any length: blocker_moves
  // plus the pieces whose placement no walk can go round. Every out[j] is at least the return.
  int blocker_moves_within(StateView state, const std::vector<int>& occupants, std::span<int> out) const;
  // Some legal move of the target in `state` reaches a placement one relaxed step nearer.
  bool can_advance(StateView state) const;
  // The relaxed neighbours of a placement (placements reachable in one step), and whether each
  // step is "full": it enters k new cells, so it fills every vacant cell.
  const std::vector<int>& neighbours(int placement) const { return neighbours_[static_cast<std::size_t>(placement)]; }
  const std::vector<char>& full_steps(int placement) const { return full_steps_[static_cast<std::size_t>(placement)]; }
  int placements() const { return static_cast<int>(neighbours_.size()); }
  Bits placement_bits(int placement) const { return task_.table(target_).bits(placement); }
  const std::vector<int>& goals() const { return goals_; }

 private:
  // The cells covered by the pieces other than the target (valid until the next call).
  Bits occupied_by_others(StateView state) const;
  std::size_t target_index() const { return static_cast<std::size_t>(target_); }
  void build_graph();
  template <class Blocked>
  void distances_avoiding(const std::vector<int>& goals, Blocked blocked, std::span<int> distances) const;
  void compute_distances(const std::vector<int>& goals);
  void compute_must_cover(const std::vector<int>& goals);
  void compute_piece_detours(const std::vector<int>& goals);
  // The row-cut minimum for the rows between the target at `placement` and its goal, given the
  // pieces `moving_` marks as moving already.
  int row_cut_moves(int placement, const std::vector<int>& occupants) const;

  const Task& task_;
  int target_ = -1;
  int vacant_ = 0;
  int words_ = 1;
  std::vector<std::vector<int>> neighbours_;
  std::vector<std::vector<char>> full_steps_;
  std::vector<int> goals_;
  std::vector<int> distance_;
  std::vector<Word> must_cover_;  // words_ per placement
  // Per placement, per floor cell: the fewest relaxed steps to a goal through placements that all
  // avoid the cell (kUnreachable for must-cover cells). Laid out placement-major because a state
  // reads one placement's row for the cells of every piece.
  std::vector<int> avoiding_distance_;
  // The same with a whole placement of another piece avoided, per placement table (index
  // q * placements() + P): a walk may pass each cell of a domino by some detour, but no single
  // short walk may pass both. Empty for tables no other piece uses, or when too large to build.
  std::vector<std::vector<int>> piece_detour_;
  RowCuts row_cuts_;
  bool crosses_rows_ = false;
  std::vector<int> top_row_, bottom_row_;  // per target placement
  int goal_top_ = 0, goal_bottom_ = 0;
  mutable std::vector<Word> scratch_;
  mutable std::vector<int> occupant_;
  mutable std::vector<char> moving_;
  // Scratch of blocker_moves_within: the pieces whose count depends on the walk's length.
  struct VaryingPiece {
    int piece;
    int any_walk_moves;
    int longest_detour;
  };
  mutable std::vector<VaryingPiece> varying_;
};

}  // namespace polyplan
