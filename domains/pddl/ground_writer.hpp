#pragma once
#include <string>

#include "domains/environment.hpp"
#include "domains/pddl_export.hpp"

namespace polyplan {

// A grounded STRIPS translation (typing; action costs only where some move is free): every move
// of the task is one parameterless action over the objects pieces, placements and cells, so any
// PDDL planner finds plans of exactly polyplan's optimal cost. Moves made of several actions (walks)
// take a lock and give (idle) back, which the goal asks for; counts of pieces left are facts
// (piece_counters.hpp). The goal is written whole (ground_goal.hpp), with negation and disjunction
// declared only where it needs them. Throws InputError naming "--to pddl" for a goal that can
// never hold.
PddlFiles write_pddl(const Environment& environment);

}  // namespace polyplan
