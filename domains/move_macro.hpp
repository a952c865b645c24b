#pragma once
#include <functional>
#include <string>
#include <vector>

#include "domains/environment.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

// Replaces successors of a state by macro moves that a family knows lose nothing (Sokoban's
// tunnel macros: a push into a tunnel carried on through it). A macro is still one Move: the
// piece's final placement, the agent after it, the cost of every step it stands for. It runs on
// the moves of each expanded state after the pruner, so the search never learns which family it
// serves.
using MoveMacro = std::function<void(StateView state, std::vector<Move>& moves)>;

// A macro as the search syntax names it (`astar(emm, macros=tunnel)`); registered by its family
// (domains/move_macro_registry.cpp lists them).
struct MoveMacroPlugin {
  std::string name;
  std::string description;
  std::string family;
  // Every state keeps its optimal cost to the goal with the macros in place of the moves they
  // replace, so A* stays optimal.
  bool keeps_optimal = false;
  // Builds the macro for one task; throws InputError naming "macros" when the task lacks what it
  // needs.
  std::function<MoveMacro(const Environment&)> create;
};

using MoveMacroRegistry = Registry<MoveMacroPlugin>;

const MoveMacroRegistry& move_macro_registry();

// The macros built for one task and applied in the order given, each on the moves the one before
// left; empty when none are given.
MoveMacro create_macros(const std::vector<const MoveMacroPlugin*>& macros, const Environment& environment);

}  // namespace polyplan
