#pragma once
#include <vector>

#include "heuristics/heuristic_plugin.hpp"
#include "heuristics/tiles/tile_pdb.hpp"

namespace polyplan {

// The seam between the tile heuristics and the sliding-tile engine
// (planner/family_engines/sliding_tiles_ida_star), which updates h per move on a byte board
// instead of evaluating states: which heuristics have such a form, declared here beside the
// plugins that define them, so that the engine names no heuristic and casts none.
enum class IncrementalTileForm {
  None,              // no incremental form: the generic searches run it
  Manhattan,         // heuristics/tiles/incremental_manhattan.hpp
  LinearConflict,    // heuristics/tiles/incremental_linear_conflict.hpp
  PatternDatabases,  // heuristics/tiles/incremental_tile_pdb.hpp, over the tables the heuristic built
};
IncrementalTileForm incremental_tile_form(const HeuristicPlugin& plugin);

// The pattern databases a heuristic of the PatternDatabases form built for its task, which the
// incremental form reads (the heuristic stays alive while they are used).
const std::vector<std::vector<PdbTerm>>& tile_pdb_views(const Heuristic& built);

}  // namespace polyplan
