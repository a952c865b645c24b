#pragma once
#include <functional>
#include <string>
#include <vector>

#include "domains/environment.hpp"

namespace polyplan {

// Drops successors of a state that a family knows it never needs (Sokoban's PI-corrals). It
// runs on the moves of each expanded state, so the search never learns which family it serves.
using MovePruner = std::function<void(StateView state, std::vector<Move>& moves)>;

// A pruner as the search syntax names it (`astar(emm, prune=pi-corral)`).
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

const std::vector<MovePrunerPlugin>& builtin_move_pruners();
const MovePrunerPlugin* find_move_pruner(const std::string& name);
std::string move_pruner_names();

}  // namespace polyplan
