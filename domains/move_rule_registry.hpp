#pragma once
#include "parser/model/move_rule_schema.hpp"

namespace polyplan {

// The move rules polyplan ships with. Registered explicitly (not by static initialisers) so
// that linking a static library can never drop one.
MoveRuleSchema fly_rule_schema();
MoveRuleSchema slide_rule_schema();
MoveRuleSchema push_rule_schema();

// The built-in rules, and those loaded plugins add (plugin_host/): a plugin's rule is as
// built in as the others once loaded.
const RuleCatalog& move_rule_registry();
// The same catalog, writable: only the plugin loader adds to it, before any command reads it.
RuleCatalog& writable_move_rule_registry();

}  // namespace polyplan
