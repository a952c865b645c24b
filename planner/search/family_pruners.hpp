#pragma once
#include <vector>

#include "planner/search/move_pruning.hpp"

namespace polyplan {

// The move pruners that belong to one family: Sokoban's PI-corrals (docs/sokoban.md).
std::vector<MovePrunerPlugin> family_move_pruners();

}  // namespace polyplan
