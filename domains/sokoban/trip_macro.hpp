#pragma once
#include "domains/move_macro.hpp"

namespace polyplan {

// Trip moves, the moves of YASS's packing-order search (Brian Damgaard's solver, as Tim Wheeler
// describes it): a state's moves are replaced by whole trips of one box, the others standing,
// each by its fewest pushes: every box off a goal to every free goal it reaches, where a goal of
// a room with a packing order (goal_rooms.hpp) counts only while it is the room's first open goal;
// and every box to the cell farthest from it (the last its breadth-first pushes reach), to clear
// the way for the others. The search then walks a far smaller space, a box at a time, at the
// price of every plan that needs two boxes to move by turns: a stage of a portfolio, never the
// only search. Cells from which a box reaches no goal are never ends of a trip. Not optimal;
// plans unfold the pushes (planner/search/macro_unfolding.hpp).
MoveMacroPlugin trip_macro();

}  // namespace polyplan
