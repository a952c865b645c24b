#include "domains/move_rule_registry.hpp"

namespace polyplan {

MoveRuleSchema fly_rule_schema() {
  return MoveRuleSchema{
      "fly",
      "lift one piece and put it down at any other placement that fits on floor (Flying Block)",
      {
          {"kinds", OptionType::Kinds, "the piece kinds that fly", std::nullopt, true},
          {"rotate", OptionType::Bool, "a piece may land rotated by 90, 180 or 270 degrees", OptionValue(false)},
          {"reflect", OptionType::Bool, "a piece may land mirrored", OptionValue(false)},
      }};
}

}  // namespace polyplan
