#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// `pdb(pieces="T a b", max-entries=200000000)`: a pattern database for any family, over the
// pieces named (docs/pattern-databases.md).                                admissible, consistent
HeuristicPlugin pattern_database_heuristic_plugin();

}  // namespace polyplan
