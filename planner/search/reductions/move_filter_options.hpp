#pragma once
#include <string>
#include <vector>

#include "domains/move_macro.hpp"
#include "domains/move_pruner.hpp"
#include "parser/plugins/plugin_option.hpp"

namespace polyplan {

// The options every search that generates moves itself shares with the best-first searches:
// a family's pruner (`prune=pi-corral`) and its macros (`macros=[tunnel, goal]`).
PluginOption prune_option();
PluginOption macros_option();

// The plugins the options name (null / empty for none).
const MovePrunerPlugin* chosen_pruner(const PluginOptions& options);
std::vector<const MoveMacroPlugin*> chosen_macros(const PluginOptions& options, const std::string& option = "macros");

}  // namespace polyplan
