#pragma once
#include "planner/search/family_engine.hpp"

namespace polyplan {

// IDA* for sliding tiles with one blank and unit slides (domains/tiles/tile_puzzle.hpp): a byte
// board and the heuristics of heuristics/tiles/incremental_*.hpp, updated per move.
FamilyEnginePlugin sliding_tiles_ida_star();

}  // namespace polyplan
