#pragma once
#include <vector>

#include "domains/move_rule_plugin.hpp"
#include "parser/model/move_rule_schema.hpp"

namespace polyplan {

// The move rules polyplan ships with, in the order `polyplan list moves` shows them. Registered
// explicitly (not by static initialisers) so that linking a static library can never drop one;
// each one's schema goes to the rule catalog below and its factory to the generator registry
// (move_generator_registry.hpp), so a rule is registered once.
const std::vector<MoveRulePlugin>& builtin_move_rules();

// Every rule's schema: the built-in ones and those loaded plugins add (plugin_host/); a plugin's
// rule is as built in as the others once loaded.
const RuleCatalog& move_rule_registry();
// The same catalog, writable: the plugin loader adds to it, before any command reads it.
RuleCatalog& writable_move_rule_registry();

}  // namespace polyplan
