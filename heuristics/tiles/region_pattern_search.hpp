#pragma once
#include <string>
#include <vector>

#include "heuristics/pdb/table_bytes.hpp"
#include "heuristics/tiles/region_values.hpp"
#include "translator/frame_index.hpp"

namespace polyplan {

// The exact costs of a tile pattern over (placement of its tiles, region of the blank): the
// abstract puzzle in which only the pattern's tiles count, every other tile trades places with
// the blank for free, so the blank goes anywhere in its region (blank_region.hpp) at no cost,
// and a pattern tile next to the region steps into it at cost 1, its old cell joining the
// blank's region. Moves are reversible, so a breadth-first search from the goal placement (the
// pattern home, the blank in any of the regions it leaves) gives every state's cost to the goal.
//
// A state is named by its placement and the lowest cell of its region, ranked as a
// (k + 1)-permutation (the blank last), and marked with 2 bits (unseen, done, this layer, the
// next): 25!/18! = 2.4 billion states, 607 MB, for six tiles of the 24-puzzle, of which only the
// few with the blank on its region's lowest cell are ever marked. Each layer is found by a scan
// of the marks (a word of 32 states at a time), so the search needs no queue.
struct RegionSearch {
  // Per placement (PermutationRank of the pattern's cells): the least cost over the blank's
  // regions, capped at `cap`; 0 for placements the search never reached (they cannot occur).
  TableBytes least;
  // When asked for: every region whose cost is above its placement's least, sorted.
  std::vector<RegionValue> above;
};

// `goal_cells`: per pattern tile, its goal cell. Costs are capped at `cap` (a cap keeps the
// estimate admissible and consistent: min(h, c) of a consistent h is consistent).
RegionSearch search_pattern_regions(const FrameIndex& frame, const std::vector<int>& goal_cells, bool keep_regions,
                                    int cap, const std::string& what);

}  // namespace polyplan
