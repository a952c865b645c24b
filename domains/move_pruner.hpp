#pragma once
#include <functional>
#include <string>
#include <vector>

#include "domains/environment.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

// Drops successors of a state that a family knows it never needs (Sokoban's PI-corrals). It
// runs on the moves of each expanded state, so the search never learns which family it serves.
using MovePruner = std::function<void(StateView state, std::vector<Move>& moves)>;

// A pruner as the search syntax names it (`astar(emm, prune=pi-corral)`); registered by its
// family (domains/move_pruner_registry.cpp lists them).
struct MovePrunerPlugin {
  std::string name;
  std::string description;
  std::string family;
  // Every state keeps its optimal cost to the goal with only the moves kept, so A* stays optimal.
  bool keeps_optimal = false;
  // Builds the pruner for one task; throws InputError naming "prune" when the task lacks what it
  // needs.
  std::function<MovePruner(const Environment&)> create;
};

using MovePrunerRegistry = Registry<MovePrunerPlugin>;

// The built-in pruners and those loaded plugins add.
const MovePrunerRegistry& move_pruner_registry();
// The same registry, writable: the plugin loader adds to it, before any command reads it.
MovePrunerRegistry& writable_move_pruner_registry();

}  // namespace polyplan
