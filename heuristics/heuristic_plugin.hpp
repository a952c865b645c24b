#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "heuristics/heuristic.hpp"
#include "parser/plugins/plugin_option.hpp"

namespace polyplan {

// What a heuristic promises, for the selector and for audits that check the promise.
struct HeuristicProperties {
  bool admissible = false;
  bool consistent = false;
  std::vector<std::string> families;  // domain names it is meant for; empty = every family
};

// A heuristic as configurations name it (`astar(tile-pdb(blank=ignore))`): its typed options,
// declared properties and a factory.
struct HeuristicPlugin {
  std::string name;
  std::string description;
  HeuristicProperties properties;
  std::vector<PluginOption> options;
  // Builds the heuristic for one task from checked options (every declared option present);
  // throws InputError when the task is not one it handles.
  std::function<std::unique_ptr<Heuristic>(const Environment&, const PluginOptions&)> create;
};

}  // namespace polyplan
