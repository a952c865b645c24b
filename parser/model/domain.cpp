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
