#pragma once
#include "domains/move_rule_plugin.hpp"

namespace polyplan {

// `fly`: lift one piece and put it down on any other placement whose cells are vacant or its own.
MoveRulePlugin fly_move_rule();

}  // namespace polyplan
