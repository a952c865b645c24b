#pragma once
#include "domains/move_macro.hpp"

namespace polyplan {

// Trip moves, the moves of YASS's packing-order search (Brian Damgaard's solver, as Tim Wheeler
// describes it): whole trips of one box, the others standing, each by its fewest pushes, added
// to a state's moves. `goal-trip`: every box off a goal to every free goal it reaches, where a
// goal of a room with a packing order (goal_rooms.hpp) counts only while it is the room's first
// open goal. `far-trip`: every box to the cell farthest from it (the last its breadth-first pushes
// reach), to clear the way for the others. Cells from which a box reaches no goal are never
// on a trip. Not optimal; plans unfold the pushes (planner/search/best_first/macro_unfolding.hpp).
MoveMacroPlugin goal_trip_macro();
MoveMacroPlugin far_trip_macro();
// Both kinds from one single-box search per box: `trip`.
MoveMacroPlugin trip_macro();
// Every box to every cell it reaches, two pushes or more (one is a move already): `relocate`,
// the moves of Festival's feature-space search, where a box's whole relocation is one move and
// the advisors compare where the boxes end, not where one push leaves them.
MoveMacroPlugin relocate_macro();

}  // namespace polyplan
