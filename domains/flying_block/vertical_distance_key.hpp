#pragma once
#include "domains/tie_key.hpp"

namespace polyplan {

// The Flying Block paper's d_v tie-breaker (Section 5.10): the rows between the first target
// piece's top cell and its goal placement's, fewer first.
TieKeyPlugin vertical_distance_tie_key();

}  // namespace polyplan
