#pragma once
#include "domains/tiles/move_automaton.hpp"

namespace polyplan {

// The sliding-tile move automaton of a depth, built once per machine: kept in memory for the
// process and on disk beside the pattern databases (heuristics/pdb/pdb_cache.hpp), since the
// deepest machine (14 moves) takes half a minute and a gigabyte to find and a megabyte to keep.
const MoveAutomaton& cached_move_automaton(int depth);

}  // namespace polyplan
