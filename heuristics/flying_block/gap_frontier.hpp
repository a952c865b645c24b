#pragma once
#include <span>
#include <utility>
#include <vector>

#include "heuristics/flying_block/step_clearance.hpp"
#include "heuristics/flying_block/target_path.hpp"

namespace polyplan {

// Gaps between target moves. A target move that enters k new cells fills every vacant cell, so
// the only cells free afterwards are the ones it left; a target move right after it could only
// re-enter those, and the two together are one legal move from the first state. An optimal plan
// therefore puts another piece's move after every such "full" target move except the last one,
// and before the first target move when that move is not legal yet.
//
// For a relaxed walk of the target with T steps and G forced gaps, a plan needs T + max(G, B)
// moves, B being the other pieces' own lower bound (TargetPath::blocker_moves): gap moves and
// blocker moves are both moves of other pieces, so they may coincide but neither bound can be
// skipped. The first step of a walk needs 0, 1 or at least 2 moves of other pieces before it
// (StepClearance); every later full step but the last needs at least one after it. The bound is
// the minimum over walks. Per placement this keeps the Pareto frontier of
// (walk length, full steps excluding the last) as a short list, so a state costs one pass over
// the target's relaxed neighbours. Consistency: see docs/flying-block-heuristics.md.
class GapFrontier {
 public:
  explicit GapFrontier(const TargetPath& path);

  // The bound for the target at `placement` (not a goal), in the state `clearance` is loaded
  // with, the other pieces needing `blockers` moves of their own; `short_walk_blockers[j]`, when
  // given, is their bound for walks of at most distance + j steps
  // (TargetPath::blocker_moves_within), each at least `blockers`.
  //
  // A short walk pairs with its larger blocker bound. The bounds are first smoothed so that one
  // more step lowers them by at most one (B'_j = min over i >= j of B_i + i - j, and `blockers` +
  // (size - j) beyond the last): that loses nothing, since a walk of i steps is also a walk of at
  // most i, and it keeps the heuristic consistent when a target move leaves a shortcut walk one
  // step shorter (docs/flying-block-heuristics.md).
  int bound(int placement, const StepClearance& clearance, int blockers,
            std::span<const int> short_walk_blockers = {}) const;

 private:
  const TargetPath& path_;
  // Per placement: (steps, full steps not counting the last), steps ascending, fulls descending.
  std::vector<std::vector<std::pair<int, int>>> frontier_;
  mutable std::vector<int> fewest_gaps_, smoothed_;  // scratch, per call
};

}  // namespace polyplan
