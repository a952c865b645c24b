#include "planner/search/move_pruning.hpp"

#include <fmt/format.h>

#include "planner/search/family_pruners.hpp"

namespace polyplan {

const std::vector<MovePrunerPlugin>& builtin_move_pruners() {
  static const std::vector<MovePrunerPlugin> pruners = family_move_pruners();
  return pruners;
}

const MovePrunerPlugin* find_move_pruner(const std::string& name) {
  for (const MovePrunerPlugin& pruner : builtin_move_pruners())
    if (pruner.name == name) return &pruner;
  return nullptr;
}

std::string move_pruner_names() {
  std::vector<std::string> names;
  for (const MovePrunerPlugin& pruner : builtin_move_pruners()) names.push_back(pruner.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace polyplan
