#include "domains/move_rule_registry.hpp"

#include "domains/rules/fly.hpp"
#include "domains/rules/push.hpp"
#include "domains/rules/slide.hpp"

namespace polyplan {

const std::vector<MoveRulePlugin>& builtin_move_rules() {
  static const std::vector<MoveRulePlugin> rules{
      fly_move_rule(),
      slide_move_rule(),
      push_move_rule(),
  };
  return rules;
}

const RuleCatalog& move_rule_registry() { return writable_move_rule_registry(); }

RuleCatalog& writable_move_rule_registry() {
  static RuleCatalog catalog = [] {
    RuleCatalog rules;
    for (const MoveRulePlugin& rule : builtin_move_rules()) rules.add(rule.schema);
    return rules;
  }();
  return catalog;
}

}  // namespace polyplan
