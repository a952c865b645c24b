#pragma once
#include <memory>

#include <polyplan/plugin/heuristic.hpp>

namespace tile_gaschnig {

// `gaschnig`: the exact cost of the relaxation in which the blank may swap with any tile, not
// only a neighbour. Admissible and consistent (README.md).
std::shared_ptr<const polyplan::plugin::HeuristicFactory> gaschnig_heuristic();

}  // namespace tile_gaschnig
