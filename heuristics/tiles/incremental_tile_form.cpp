#include "heuristics/tiles/incremental_tile_form.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include "heuristics/tiles/tile_heuristics.hpp"

namespace polyplan {

IncrementalTileForm incremental_tile_form(const HeuristicPlugin& plugin) {
  static const std::vector<std::pair<std::string, IncrementalTileForm>> forms{
      {manhattan_heuristic_plugin().name, IncrementalTileForm::Manhattan},
      {linear_conflict_heuristic_plugin().name, IncrementalTileForm::LinearConflict},
      {tile_pdb_heuristic_plugin().name, IncrementalTileForm::PatternDatabases},
      {tile_pdb_reduced_heuristic_plugin().name, IncrementalTileForm::PatternDatabases},
  };
  for (const auto& [name, form] : forms)
    if (plugin.name == name) return form;
  return IncrementalTileForm::None;
}

const std::vector<std::vector<PdbTerm>>& tile_pdb_views(const Heuristic& built) {
  // Both plugins of the PatternDatabases form build a TilePdb (tile_pdb_heuristic.cpp,
  // tile_pdb_reduced_heuristic.cpp).
  const auto* tables = dynamic_cast<const TilePdb*>(&built);
  if (!tables) throw std::logic_error("a heuristic of the pattern-database tile form built no TilePdb");
  return tables->views();
}

}  // namespace polyplan
