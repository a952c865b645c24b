#pragma once
#include "domains/move_macro.hpp"

namespace polyplan {

// Goal macros and goal cuts (Junghanns and Schaeffer's Rolling Stone; Festival and YASS use the
// same pair): a push that brings a box into a goal room (goal_rooms.hpp) whose boxes fill a
// prefix of its packing order is carried on, inside the room, to the next goal of that order by
// the fewest pushes, as one move; and when some push of a state becomes such a macro, the state's
// other moves are dropped. A box brought home in the room's order never walls off a goal behind
// it, and the search stops weighing where else to put it.
//
// Neither keeps optimal plans: the macro follows the order, not the cheapest filling, and the
// cut drops moves an optimal plan may need first. For any plan only (`--fast`).
//
// A macro's pushes may turn corners, so a plan that holds one is unfolded into its pushes when
// the search returns it (planner/search/best_first/macro_unfolding.hpp).
MoveMacroPlugin goal_macro();

}  // namespace polyplan
