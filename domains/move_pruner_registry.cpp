// The built-in move pruners, registered explicitly, one line per family pruner.
#include "domains/move_pruner.hpp"
#include "domains/sokoban/pruning/pi_corral_pruner.hpp"

namespace polyplan {

const MovePrunerRegistry& move_pruner_registry() { return writable_move_pruner_registry(); }

MovePrunerRegistry& writable_move_pruner_registry() {
  static MovePrunerRegistry registry = [] {
    MovePrunerRegistry pruners("move pruner");
    pruners.add(pi_corral_pruner());
    return pruners;
  }();
  return registry;
}

}  // namespace polyplan
