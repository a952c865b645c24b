#pragma once
#include <string>

#include "domains/environment.hpp"
#include "domains/pddl_export.hpp"

namespace polyplan {

// A grounded STRIPS translation (typing; action costs only where some move is free): every move
// of the task is one parameterless action over the objects pieces, placements and cells, so any
// PDDL planner finds plans of exactly polyplan's optimal cost. Throws InputError naming
// "--to pddl" for goals STRIPS cannot state (all units of a kind on more goal cells than units).
PddlFiles write_pddl(const Environment& environment);

}  // namespace polyplan
