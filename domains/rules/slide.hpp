#pragma once
#include "domains/move_rule_plugin.hpp"

namespace polyplan {

// `slide`: move one piece up, down, left or right into vacant floor; one cell per move, or any
// straight distance per move.
MoveRulePlugin slide_move_rule();

}  // namespace polyplan
