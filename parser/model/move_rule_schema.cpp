#include <fmt/format.h>
#include <fmt/ranges.h>

#include "parser/model/move_rule_schema.hpp"

namespace polyplan {

const OptionSpec* MoveRuleSchema::option(std::string_view option_name) const {
  for (const OptionSpec& spec : options)
    if (spec.name == option_name) return &spec;
  return nullptr;
}

const MoveRuleSchema* RuleCatalog::find(std::string_view name) const {
  for (const MoveRuleSchema& schema : schemas_)
    if (schema.name == name) return &schema;
  return nullptr;
}

std::string RuleCatalog::names() const {
  std::vector<std::string> names;
  for (const MoveRuleSchema& schema : schemas_) names.push_back(schema.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace polyplan
