#pragma once
#include "domains/move_macro.hpp"

namespace polyplan {

// Hotspot moves (Festival's hotspot advisor made a move of its own, as packing moves are the
// packing advisor's): in a state where some box cuts others off from every goal (hotspots.hpp),
// the boxes that block the most, at most two of them, each get one more move that pushes it on
// its own, the others standing, by the fewest pushes to the nearest cell off the goals where it
// blocks none of the others and is not a dead square. The state's other moves stay. Not
// optimal; plans unfold the pushes (planner/search/best_first/macro_unfolding.hpp).
MoveMacroPlugin hotspot_macro();

}  // namespace polyplan
