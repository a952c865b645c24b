#include "domains/move_rule_registry.hpp"

namespace polyplan {

const RuleCatalog& move_rule_registry() { return writable_move_rule_registry(); }

RuleCatalog& writable_move_rule_registry() {
  static RuleCatalog catalog = [] {
    RuleCatalog rules;
    rules.add(fly_rule_schema());
    rules.add(slide_rule_schema());
    rules.add(push_rule_schema());
    return rules;
  }();
  return catalog;
}

}  // namespace polyplan
