#pragma once
#include "parser/model/move_rule_schema.hpp"

namespace polyplan {

// The move rules polyplan ships with. Registered explicitly (not by static initialisers) so
// that linking a static library can never drop one.
MoveRuleSchema fly_rule_schema();
MoveRuleSchema slide_rule_schema();
MoveRuleSchema push_rule_schema();

const RuleCatalog& builtin_rules();

}  // namespace polyplan
