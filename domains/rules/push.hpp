#pragma once
#include "domains/move_rule_plugin.hpp"

namespace polyplan {

// `push`: an agent walks on vacant floor and pushes one piece a cell ahead of it. Under
// (:cost pushes) walking is free, so a state keeps the agent only as the lowest-numbered cell of
// the region it can reach, and each move is a push (the walk to it is recovered when a plan is
// printed). Under (:cost moves) every step is a move.
MoveRulePlugin push_move_rule();

}  // namespace polyplan
