#pragma once
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "heuristics/heuristic.hpp"
#include "parser/plugins/plugin_option.hpp"

namespace polyplan {

// What a heuristic promises, for the selector and for audits that check the promise, and what it
// is made for. Every heuristic declares either the families it is made for (a task's family is its
// domain's name, domains/family.hpp) or that it is generic; created for a task of another family,
// it refuses the task (heuristics/heuristic_choice.cpp).
struct HeuristicProperties {
  bool admissible = false;
  bool consistent = false;
  std::vector<std::string> families;  // empty for a generic heuristic
  bool generic = false;               // made for every family: blind, goal-count, pdb
  bool preferred_operators = false;   // marks preferred successors (Heuristic::mark_preferred): ff

  bool made_for(const std::string& family) const {
    return generic || std::find(families.begin(), families.end(), family) != families.end();
  }
};

// A heuristic as configurations name it (`astar(tile-pdb(blank=ignore))`): its typed options,
// declared properties and a factory.
struct HeuristicPlugin {
  std::string name;
  std::string description;
  HeuristicProperties properties;
  std::vector<PluginOption> options;
  // Builds the heuristic for one task from checked options (every declared option present);
  // throws NotApplicable when the task is not one it handles. Configurations create it through
  // HeuristicChoice, which refuses a task of another family first.
  std::function<std::unique_ptr<Heuristic>(const Environment&, const PluginOptions&)> create;
};

}  // namespace polyplan
