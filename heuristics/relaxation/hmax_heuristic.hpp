#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// h^max on the ground model (hmax_heuristic.cpp): admissible and consistent.
HeuristicPlugin hmax_heuristic_plugin();

}  // namespace polyplan
