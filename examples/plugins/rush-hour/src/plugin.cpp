// The plugin's one export: its declaration, and the function that registers the `rush` rule,
// the `rush-hour` domain (which uses the rule, so it comes second), the `blockers` heuristic and
// the `exit-distance` tie key.
#include <polyplan/plugin/plugin.hpp>

#include "blockers_heuristic.hpp"
#include "exit_distance_key.hpp"
#include "rush_hour_domain.hpp"
#include "rush_rule.hpp"

namespace {

void register_rush_hour(polyplan::plugin::Registrar& registrar) {
  registrar.add_move_rule(rush_hour::rush_rule());
  registrar.add_domain(rush_hour::rush_hour_domain());
  registrar.add_heuristic(rush_hour::blockers_heuristic());
  registrar.add_tie_key(rush_hour::exit_distance_key());
}

}  // namespace

POLYPLAN_PLUGIN("rush-hour", RUSH_HOUR_VERSION, register_rush_hour)
