#include "domains/builtin_rules.hpp"

namespace polyplan {

const RuleCatalog& builtin_rules() { return extensible_rules(); }

RuleCatalog& extensible_rules() {
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
