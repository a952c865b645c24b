#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// The Sokoban family's plugins (docs/sokoban.md). Each prunes deadlocked states as dead ends
// (options dead-squares, freeze, blocks).
HeuristicPlugin deadlocks_heuristic_plugin();     // 0, or a dead end: the detectors alone
HeuristicPlugin box_distance_heuristic_plugin();  // sum of each box's push distance to its nearest goal
HeuristicPlugin emm_heuristic_plugin();           // minimum matching of boxes to goals + linear conflicts
// Pereira et al.'s intermediate goals (I, D_E, D_B): maze boxes to cut squares by pattern database.
HeuristicPlugin intermediate_goals_heuristic_plugin();

}  // namespace polyplan
