#pragma once
#include <memory>
#include <string>

#include "domains/move_pruner.hpp"
#include "polyplan/plugin/move_pruner.hpp"

namespace polyplan {

// A plugin's pruner as a MovePrunerPlugin: searches name it in `prune=` like a built-in one. The
// moves the plugin keeps are checked to be a subsequence of the moves it was given.
MovePrunerPlugin plugin_move_pruner(std::shared_ptr<const plugin::MovePrunerFactory> factory,
                                    const std::string& plugin_name);

}  // namespace polyplan
