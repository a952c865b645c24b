// The built-in move macros, registered explicitly, one line per family macro.
#include "domains/move_macro.hpp"
#include "domains/sokoban/macros/goal_macro.hpp"
#include "domains/sokoban/macros/hotspot_macro.hpp"
#include "domains/sokoban/macros/meet_macro.hpp"
#include "domains/sokoban/macros/packing_macro.hpp"
#include "domains/sokoban/macros/trip_macro.hpp"
#include "domains/sokoban/macros/tunnel_macro.hpp"

namespace polyplan {

const MoveMacroRegistry& move_macro_registry() {
  static const MoveMacroRegistry registry = [] {
    MoveMacroRegistry macros("move macro");
    macros.add(tunnel_macro());
    macros.add(goal_macro());
    macros.add(packing_macro());
    macros.add(layer_packing_macro());
    macros.add(hotspot_macro());
    macros.add(meet_macro());
    macros.add(goal_trip_macro());
    macros.add(far_trip_macro());
    macros.add(trip_macro());
    macros.add(relocate_macro());
    return macros;
  }();
  return registry;
}

MoveMacro create_macros(const std::vector<const MoveMacroPlugin*>& macros, const Environment& environment) {
  std::vector<MoveMacro> each;
  for (const MoveMacroPlugin* macro : macros) each.push_back(macro->create(environment));
  if (each.size() <= 1) return each.empty() ? MoveMacro{} : each.front();
  return [each](StateView state, std::vector<Move>& moves) {
    for (const MoveMacro& macro : each) macro(state, moves);
  };
}

}  // namespace polyplan
