#pragma once
#include <vector>

#include "planner/search/tie_keys.hpp"

namespace polyplan {

// The tie keys that belong to one family: the Flying Block paper's vertical distance and the
// Sokoban paper's fill order and level order (docs/search.md, docs/sokoban.md).
std::vector<TieKeyPlugin> family_tie_keys();

}  // namespace polyplan
