#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// Sliding-tile heuristics (docs/tile-heuristics.md). Each move slides one tile by one cell.
//   misplaced        tiles not on their goal cell                            admissible, consistent
//   manhattan        sum of the tiles' row + column distances to their goal  admissible, consistent
//   linear-conflict  manhattan + 2 per tile that must leave its goal row or
//                    column to let the others of that line pass             admissible, consistent
//   sequence-score   Nilsson's P + 3 S (3 x 3, blank goal in the centre)     not admissible
HeuristicPlugin misplaced_heuristic_plugin();
HeuristicPlugin manhattan_heuristic_plugin();
HeuristicPlugin linear_conflict_heuristic_plugin();
HeuristicPlugin sequence_score_heuristic_plugin();
// Additive disjoint pattern databases (tile_pattern_database.hpp).              admissible, consistent
HeuristicPlugin tile_pdb_heuristic_plugin();
// The same, each table the least over the blank's regions (Korf and Felner).     admissible
HeuristicPlugin tile_pdb_reduced_heuristic_plugin();

}  // namespace polyplan
