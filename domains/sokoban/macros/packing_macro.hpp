#pragma once
#include "domains/move_macro.hpp"

namespace polyplan {

// Packing moves (FESS's packing advisor made a move of its own): in a state where a goal room has
// a first open goal in its packing order (goal_rooms.hpp; boxes on later goals do not matter), the
// box off the goals that the fewest pushes take there on its own, the others standing, gets one
// more move that does it, a macro of those pushes. The state's other moves stay, so nothing is
// cut; a feature-space search sees the move lower its packing feature and tries it first. Not
// optimal (the pushes go by the order, not the cheapest filling); plans unfold the pushes
// (planner/search/best_first/macro_unfolding.hpp).
MoveMacroPlugin packing_macro();
// The same for a room's packing layers (packing_order.hpp): the open goals of the first layer not
// yet full are all candidates, and the box and goal that the fewest pushes join get the move.
// The packing move of features=sokoban-layers, whose unpacked feature it lowers.
MoveMacroPlugin layer_packing_macro();

}  // namespace polyplan
