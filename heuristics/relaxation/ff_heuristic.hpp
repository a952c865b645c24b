#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// h^FF on the ground model (ff_heuristic.cpp): the cost of a relaxed plan; neither admissible
// nor consistent.
HeuristicPlugin ff_heuristic_plugin();

}  // namespace polyplan
