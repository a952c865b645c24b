#pragma once
#include "heuristics/heuristic_plugin.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

using HeuristicRegistry = Registry<HeuristicPlugin>;

// Every heuristic: those shipped with polyplan, registered explicitly (a static library can drop
// self-registering objects; a list cannot be dropped), and those loaded plugins add.
const HeuristicRegistry& heuristic_registry();
// The same registry, writable: the plugin loader adds to it, before any command reads it.
HeuristicRegistry& writable_heuristic_registry();

}  // namespace polyplan
