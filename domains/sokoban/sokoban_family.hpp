#pragma once
#include "domains/family.hpp"

namespace polyplan {

// Sokoban has one class; what it registers is its explanations: the maze's decompositions, the
// goal rooms and the links between rooms, the goal area's perimeter, the dead sets of boxes.
FamilyPlugin sokoban_family();

}  // namespace polyplan
