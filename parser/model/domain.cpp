#include "parser/model/domain.hpp"

#include <algorithm>
#include <array>

#include "parser/source/nearest_names.hpp"

namespace polyplan {

const char* to_string(CostModel model) {
  switch (model) {
    case CostModel::Unit:
      return "unit";
    case CostModel::Moves:
      return "moves";
    case CostModel::Pushes:
      return "pushes";
  }
  return "unit";
}

namespace {
constexpr std::array kCostModels{CostModel::Unit, CostModel::Moves, CostModel::Pushes};
}

std::optional<CostModel> cost_model_named(std::string_view name) {
  for (CostModel model : kCostModels)
    if (name == to_string(model)) return model;
  return std::nullopt;
}

std::string cost_model_choices() {
  std::vector<std::string> names;
  for (CostModel model : kCostModels) names.emplace_back(to_string(model));
  return alternatives(names);
}

bool MoveRule::pushes(const std::string& kind) const {
  return std::find(pushed_kinds.begin(), pushed_kinds.end(), kind) != pushed_kinds.end();
}

bool Domain::has_kind(const std::string& kind) const {
  return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

bool Domain::rotates(const std::string& kind) const {
  const MoveRule* rule = rule_for(kind);
  return rule && rule->rotates;
}
bool Domain::reflects(const std::string& kind) const {
  const MoveRule* rule = rule_for(kind);
  return rule && rule->reflects;
}

bool Domain::removes(const std::string& kind) const {
  return std::any_of(moves.begin(), moves.end(), [&](const MoveRule& rule) {
    return std::find(rule.removed_kinds.begin(), rule.removed_kinds.end(), kind) != rule.removed_kinds.end();
  });
}

bool Domain::pieces_enable_moves() const {
  return std::any_of(moves.begin(), moves.end(), [](const MoveRule& rule) { return rule.pieces_enable_moves; });
}

// A rule moves the kinds of its `kinds` option (fly, slide and plugin rules by convention) and the
// kinds its agent pushes.
const MoveRule* Domain::rule_for(const std::string& kind) const {
  for (const MoveRule& rule : moves) {
    if (rule.pushes(kind)) return &rule;
    auto it = rule.options.find("kinds");
    if (it == rule.options.end()) continue;
    const auto* listed = std::get_if<std::vector<std::string>>(&it->second);
    if (listed && std::find(listed->begin(), listed->end(), kind) != listed->end()) return &rule;
  }
  return nullptr;
}

}  // namespace polyplan
