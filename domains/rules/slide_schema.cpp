#include "domains/move_rule_registry.hpp"

namespace polyplan {

MoveRuleSchema slide_rule_schema() {
  return MoveRuleSchema{
      "slide",
      "move one piece up, down, left or right into vacant floor, one cell or any distance",
      {
          {"kinds", OptionType::Kinds, "the piece kinds that slide", std::nullopt, true},
          {"distance", OptionType::Distance, "1: one cell per move; any: any straight distance per move",
           OptionValue(1)},
      }};
}

}  // namespace polyplan
