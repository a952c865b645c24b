#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// The paper's primitive heuristic (Section 3.1): h_p = |P(s)| + delta(s), P(s) the non-target
// pieces on a goal cell of the target, delta(s) = 1 unless s is a goal. Every blocker must move
// once and then the target once more, and a move changes |P| or delta by at most one:
// admissible and consistent (docs/flying-block-heuristics.md).
HeuristicPlugin primitive_heuristic_plugin();

// The authors' published code counts the target itself in P(s) when it covers a goal cell but
// is not home; a target one move from home then gets h = 2: not admissible.
HeuristicPlugin primitive_published_heuristic_plugin();

}  // namespace polyplan
