// A plugin that adds one heuristic to a family polyplan already has: no rule, no domain.
#include <polyplan/plugin/plugin.hpp>

#include "gaschnig_heuristic.hpp"

namespace {

void register_gaschnig(polyplan::plugin::Registrar& registrar) {
  registrar.add_heuristic(tile_gaschnig::gaschnig_heuristic());
}

}  // namespace

POLYPLAN_PLUGIN("tile-gaschnig", TILE_GASCHNIG_VERSION, register_gaschnig)
