#pragma once
#include <memory>

#include <polyplan/plugin/move_rule.hpp>

namespace rush_hour {

// `(:move rush :kinds (K ...))`: a car slides any distance along its own axis through vacant
// floor; one slide is one move.
std::shared_ptr<const polyplan::plugin::MoveRuleFactory> rush_rule();

}  // namespace rush_hour
