#include "heuristics/tiles/tile_heuristics.hpp"
#include "heuristics/tiles/tile_pdb.hpp"

namespace polyplan {

// Korf and Felner's tables: each database keeps, per placement of its tiles, the least cost over
// the regions the blank may be in (PatternBlank::Reduced), one byte per placement: no larger than
// a table without the blank, and stronger. Admissible (each entry is the cost of some state of
// the placement's abstract states, the real state's among them), but not consistent: one move of
// a pattern tile can put the blank in a region whose least is two or more below the region it
// left (the audit of tile_region_database_test finds such moves on the 8-puzzle), so IDA* finds
// optimal plans with it but A* may re-open nodes.
HeuristicPlugin tile_pdb_reduced_heuristic_plugin() {
  return HeuristicPlugin{"tile-pdb-reduced",
                         "sliding tiles: tile-pdb with each table the least over the blank's regions (Korf and "
                         "Felner): as small as ignoring the blank, stronger, not consistent",
                         {true, false, {"sliding-tiles"}},
                         tile_pdb_shared_options(),
                         [](const Environment& environment, const PluginOptions& options) {
                           return std::make_unique<TilePdb>(environment.task(),
                                                            read_tile_pdb_options(options, "reduced"));
                         }};
}

}  // namespace polyplan
