#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// The paper's general heuristic (Section 3.2, Theorem 5): h = sum over non-target pieces p on
// the target's goal cells of ceil(g_p / k) + delta(s), g_p the goal cells p covers, k the vacant
// cells. A move keeps at least n - k of a piece's cells (Theorem 1), so it frees at most k goal
// cells of one piece: each term drops by at most one per move. Admissible and consistent.
HeuristicPlugin general_heuristic_plugin();

}  // namespace polyplan
