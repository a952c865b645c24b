#pragma once
#include "domains/move_pruner.hpp"

namespace polyplan {

// Keeps only the pushes into a PI-corral when the state has one (pi_corral.hpp; docs/sokoban.md
// says why push-optimal plans survive).
MovePrunerPlugin pi_corral_pruner();

}  // namespace polyplan
