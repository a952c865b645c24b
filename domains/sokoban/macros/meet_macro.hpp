#pragma once
#include <string>

#include "domains/move_macro.hpp"

namespace polyplan {

// Meeting the backward search: in a state of the goal perimeter (goal_perimeter.hpp: the states a
// breadth-first pull search from the solved level reached), the state's moves are replaced by the
// one push that the perimeter says starts a shortest solution, so that a forward search that
// meets the perimeter finishes there, one push per expansion. It keeps optimal plans: the
// perimeter's distances are exact and each push leads to a state of the perimeter one push
// closer, so every state keeps a shortest solution.
MoveMacroPlugin meet_macro();

// For `polyplan explain`: the size of the macro's perimeter and the distance to which it is
// complete; empty for a task that is no Sokoban level.
std::string describe_goal_perimeter(const Task& task);

}  // namespace polyplan
