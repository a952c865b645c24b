#include "heuristics/registry.hpp"

#include <fmt/format.h>

#include "heuristics/builtin/blind.hpp"
#include "heuristics/builtin/goal_count.hpp"
#include "heuristics/flying_block/class_heuristics.hpp"
#include "heuristics/flying_block/general.hpp"
#include "heuristics/flying_block/primitive.hpp"
#include "heuristics/pdb/pdb_heuristic.hpp"
#include "heuristics/sokoban/sokoban_heuristics.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"

namespace polyplan {

const HeuristicPlugin* HeuristicRegistry::find(const std::string& name) const {
  for (const HeuristicPlugin& plugin : plugins_)
    if (plugin.name == name) return &plugin;
  return nullptr;
}

std::string HeuristicRegistry::names() const {
  std::vector<std::string> names;
  for (const HeuristicPlugin& plugin : plugins_) names.push_back(plugin.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

const HeuristicRegistry& builtin_heuristics() { return extensible_heuristics(); }

HeuristicRegistry& extensible_heuristics() {
  static HeuristicRegistry registry = [] {
    HeuristicRegistry heuristics;
    heuristics.add(blind_heuristic_plugin());
    heuristics.add(goal_count_heuristic_plugin());
    heuristics.add(primitive_heuristic_plugin());
    heuristics.add(primitive_published_heuristic_plugin());
    heuristics.add(general_heuristic_plugin());
    for (HeuristicPlugin& plugin : class_heuristic_plugins()) heuristics.add(std::move(plugin));
    heuristics.add(target_path_heuristic_plugin());
    heuristics.add(vacancy_heuristic_plugin());
    heuristics.add(misplaced_heuristic_plugin());
    heuristics.add(manhattan_heuristic_plugin());
    heuristics.add(linear_conflict_heuristic_plugin());
    heuristics.add(sequence_score_heuristic_plugin());
    heuristics.add(tile_pdb_heuristic_plugin());
    heuristics.add(deadlocks_heuristic_plugin());
    heuristics.add(box_distance_heuristic_plugin());
    heuristics.add(emm_heuristic_plugin());
    heuristics.add(pattern_database_heuristic_plugin());
    return heuristics;
  }();
  return registry;
}

}  // namespace polyplan
