#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// h = 0 everywhere (0 at goals too): A* with it is uniform-cost search.
HeuristicPlugin blind_heuristic_plugin();

}  // namespace polyplan
