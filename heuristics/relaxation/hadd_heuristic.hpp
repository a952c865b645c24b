#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// h^add on the ground model (hadd_heuristic.cpp): neither admissible nor consistent.
HeuristicPlugin hadd_heuristic_plugin();

}  // namespace polyplan
