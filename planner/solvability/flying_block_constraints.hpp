#pragma once
#include <optional>

#include "planner/solvability/unsolvability.hpp"

namespace polyplan {

// The Flying Block paper's Section 2 constraints, on the paper's setting: a full 2-column frame
// in which every piece flies (with rotation and reflection). A move keeps at least n - k of a
// piece's cells (Theorem 1), hence:
//  - crossing (Corollary 3): an I-shaped target of length n >= 3 with k < n never changes
//    column (a vertical bar fits no other way in two columns, and a change would be a jump);
//  - comb flip (Theorem 4): a comb-shaped target with s > k free spaces never changes the side
//    its teeth face.
//  - jumping (Corollary 2): a target with n > k never jumps, so it never gets past a piece that
//    cannot jump either and that it cannot pass beside: a full-width 2 x m block of more than k
//    cells, or (for a bar locked in its column) another locked bar in that column. The goal must
//    leave room for all of those on their side of the target.
//  - the General Move Constraint itself (Theorem 1): when the target alone in the empty frame
//    cannot reach its goal by moves that enter at most k new cells each (e.g. a comb that can
//    only flip in place), nothing can.
std::optional<UnsolvabilityProof> flying_block_constraints(const Task& task);

}  // namespace polyplan
