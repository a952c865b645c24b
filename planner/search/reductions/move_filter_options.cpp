#include "planner/search/reductions/move_filter_options.hpp"

#include <string>

namespace polyplan {

PluginOption prune_option() {
  return PluginOption::choice(
      "prune", "none",
      [] {
        std::vector<std::string> choices{"none"};
        for (const std::string& name : move_pruner_registry().name_list()) choices.push_back(name);
        return choices;
      },
      "drop the successors a family knows it never needs");
}

PluginOption macros_option() {
  return PluginOption::names(
      "macros", [] { return move_macro_registry().name_list(); }, 0,
      "the family's macro moves in place of successors (after pruning), one or a list applied in order");
}

const MovePrunerPlugin* chosen_pruner(const PluginOptions& options) {
  const std::string& prune = std::get<std::string>(options.at("prune"));
  return prune == "none" ? nullptr : move_pruner_registry().find(prune);
}

std::vector<const MoveMacroPlugin*> chosen_macros(const PluginOptions& options, const std::string& option) {
  std::vector<const MoveMacroPlugin*> macros;
  for (const std::string& macro : std::get<std::vector<std::string>>(options.at(option)))
    macros.push_back(move_macro_registry().find(macro));
  return macros;
}

}  // namespace polyplan
