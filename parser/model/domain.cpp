#include "parser/model/domain.hpp"

#include <algorithm>

namespace polyplan {

const char* to_string(CostModel model) {
  switch (model) {
    case CostModel::Unit: return "unit";
    case CostModel::Moves: return "moves";
    case CostModel::Pushes: return "pushes";
  }
  return "unit";
}

bool Domain::has_kind(const std::string& kind) const {
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

// A boolean option of the rule that moves `kind`; false when no rule does or it lacks the option.
static bool rule_flag(const Domain& domain, const std::string& kind, const std::string& option) {
  const MoveRule* rule = domain.rule_for(kind);
  if (!rule) return false;
  auto value = rule->options.find(option);
  return value != rule->options.end() && std::get<bool>(value->second);
}

bool Domain::rotates(const std::string& kind) const { return rule_flag(*this, kind, "rotate"); }
bool Domain::reflects(const std::string& kind) const { return rule_flag(*this, kind, "reflect"); }

const MoveRule* Domain::rule_for(const std::string& kind) const {
  for (const MoveRule& rule : moves) {
    for (const char* option : {"kinds", "pushes"}) {
      auto it = rule.options.find(option);
      if (it == rule.options.end()) continue;
      const auto& listed = std::get<std::vector<std::string>>(it->second);
      if (std::find(listed.begin(), listed.end(), kind) != listed.end()) return &rule;
    }
  }
  return nullptr;
}

}  // namespace polyplan
