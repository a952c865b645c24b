#pragma once

#include "domains/pddl_export.hpp"

namespace polyplan {

class Task;

// A lifted PDDL translation of a family written as text: one action schema (or a few, for the
// phases of a move) per described rule, over cells, directions, pieces and kinds, so that the
// domain file depends on the domain alone and every problem of the family shares it; the board,
// its adjacency and the pieces are the problem's objects and facts. A slide or a walk, one move of
// any length, is a move's first cell (charged the move's cost) and free continuations under a
// lock, so any PDDL planner's optimal cost is polyplan's. Throws InputError naming "--to pddl" for
// what it cannot write yet (flights, limited slides longer than one cell, exits and avoided cells,
// pushes and hops of pieces of several cells) and for rules not described in the domain file.
PddlFiles write_lifted_pddl(const Task& task);

// Whether every move rule of the task's domain is described in the domain file: then
// `translate --to pddl` writes the lifted translation.
bool lifted_pddl_applies(const Task& task);

}  // namespace polyplan
