#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// The number of goal conditions on pieces that do not hold: pieces not in their goal placement,
// and pieces of an all-on-goal kind that are not on goal cells. Every move moves one piece (a push
// moves one piece besides the agent), so a move changes the count by at most one: admissible and
// consistent whenever every move that moves a non-agent piece costs at least 1.
HeuristicPlugin goal_count_heuristic_plugin();

}  // namespace polyplan
