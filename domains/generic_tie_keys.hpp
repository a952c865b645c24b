#pragma once
#include <vector>

#include "domains/tie_key.hpp"

namespace polyplan {

// The keys every family can use: depth, shallow, h and inertia (docs/search.md).
std::vector<TieKeyPlugin> generic_tie_keys();

}  // namespace polyplan
