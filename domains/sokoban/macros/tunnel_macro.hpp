#pragma once
#include "domains/move_macro.hpp"

namespace polyplan {

// Tunnel macros (Junghanns and Schaeffer), in the form that keeps push-optimal plans: a push that
// leaves a box on a tunnel cell of its direction is carried on, one push after another, while the
// box stands on such a cell; the macro is one move whose cost is its pushes (plans still print
// every push). A tunnel cell of a direction has walls on both sides across it, is no goal, and
// splits the floor: the cells before and after it are joined through it alone.
//
// Why nothing is lost: with the box on such a cell the agent, behind it, can never reach the far
// side (the cell is the only way, and the box stands on it) and nothing can pass the box, so the
// box can only go on forwards, pushed from behind; and until it does, where it stands inside the
// tunnel changes nothing the agent can do behind it (the tunnel cells are a dead end for the
// agent either way; a second box pushed in behind it would freeze both, and the box stands on no
// goal). So a solution that pushes the box on later can push it on at once, at the same count,
// and the pushes in between stay possible. docs/sokoban.md has the argument; the tests check that
// every state's push distance to the goal is the same with the macros as without.
MoveMacroPlugin tunnel_macro();

}  // namespace polyplan
