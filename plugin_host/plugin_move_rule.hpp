#pragma once
#include <memory>
#include <string>

#include "domains/move_generator.hpp"
#include "parser/model/move_rule_schema.hpp"
#include "polyplan/plugin/move_rule.hpp"

namespace polyplan {

// A plugin's move rule as polyplan's own kinds of objects: the schema the .pzl checker validates
// options against (with the rule's traits; std::invalid_argument when they do not fit its
// options), and the factory environments build generators with. `plugin_name` goes into
// messages.
MoveRuleSchema plugin_rule_schema(const plugin::MoveRuleFactory& rule);
MoveGeneratorFactory plugin_generator_factory(std::shared_ptr<const plugin::MoveRuleFactory> rule,
                                              std::string plugin_name);

}  // namespace polyplan
