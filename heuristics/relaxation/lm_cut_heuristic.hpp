#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// LM-cut on the ground model (lm_cut_heuristic.cpp): admissible, dominates h^max.
HeuristicPlugin lm_cut_heuristic_plugin();

}  // namespace polyplan
