#include "domains/move_rule_registry.hpp"

namespace polyplan {

MoveRuleSchema push_rule_schema() {
  return MoveRuleSchema{
      "push",
      "an agent steps into vacant floor or pushes one piece a cell ahead of it (Sokoban)",
      {
          {"agent", OptionType::Kind, "the kind of the single piece that walks and pushes", std::nullopt},
          {"pushes", OptionType::Kinds, "the kinds the agent can push", std::nullopt},
      },
      RuleTraits{"agent", "pushes"}};
}

}  // namespace polyplan
