// The built-in move macros, registered explicitly, one line per family macro.
#include "domains/move_macro.hpp"
#include "domains/sokoban/tunnel_macro.hpp"

namespace polyplan {

const MoveMacroRegistry& move_macro_registry() {
  static const MoveMacroRegistry registry = [] {
    MoveMacroRegistry macros("move macro");
    macros.add(tunnel_macro());
    return macros;
  }();
  return registry;
}

}  // namespace polyplan
