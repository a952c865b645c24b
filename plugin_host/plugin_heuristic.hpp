#pragma once
#include <memory>
#include <string>

#include "heuristics/heuristic_plugin.hpp"
#include "polyplan/plugin/heuristic.hpp"

namespace polyplan {

// A plugin's heuristic as a HeuristicPlugin: searches, the selector, `list` and `audit` use it
// like a built-in one. `plugin_name` goes into messages.
HeuristicPlugin plugin_heuristic(std::shared_ptr<const plugin::HeuristicFactory> factory,
                                 const std::string& plugin_name);

}  // namespace polyplan
