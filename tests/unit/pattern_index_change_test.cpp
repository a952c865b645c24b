#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "heuristics/tiles/pattern_index_change.hpp"
#include "heuristics/tiles/permutation_rank.hpp"

namespace {

using namespace polyplan;

// The index change of a move, both ways, must be the difference of the two ranks that
// PermutationRank gives the pattern's cells before and after it (the tables' own ranking), for
// every position moved and every free cell, on random placements of 1 to 8 tiles among 9, 16, 25
// and 64 cells; and the count of cells below a free cell must be the plain count.
TEST(PatternIndexChange, EqualsTheDifferenceOfTheRanksBeforeAndAfterAMove) {
  std::mt19937 random(11);
  for (int cells : {9, 16, 25, 64}) {
    for (int tiles = 1; tiles <= 8 && tiles < cells; ++tiles) {
      PermutationRank rank(cells, tiles);
      std::vector<std::uint64_t> place_value;
      for (std::size_t i = 0; i < std::size_t(tiles); ++i) place_value.push_back(rank.place_value(i));
      SmallPatternIndexChange small(place_value);
      std::vector<int> all(static_cast<std::size_t>(cells));
      std::iota(all.begin(), all.end(), 0);
      for (int sample = 0; sample < 40; ++sample) {
        std::shuffle(all.begin(), all.end(), random);
        std::vector<int> placed(all.begin(), all.begin() + tiles);
        std::uint64_t packed = SmallPatternIndexChange::pack(placed);
        std::uint64_t before = rank.rank(placed);
        for (int free = 0; free < cells; ++free) {
          if (std::find(placed.begin(), placed.end(), free) != placed.end()) continue;
          int below =
              static_cast<int>(std::count_if(placed.begin(), placed.end(), [&](int cell) { return cell < free; }));
          ASSERT_EQ(small.count_below(packed, free), below) << cells << " cells, " << tiles << " tiles";
          for (std::size_t moved = 0; moved < placed.size(); ++moved) {
            std::vector<int> after = placed;
            after[moved] = free;
            std::uint64_t expected = rank.rank(after) - before;
            ASSERT_EQ(index_change_by_positions(placed, place_value, moved, placed[moved], free), expected);
            ASSERT_EQ(small(packed, moved, placed[moved], free), expected) << cells << " cells, " << tiles << " tiles";
            ASSERT_EQ(SmallPatternIndexChange::moved(packed, moved, placed[moved], free),
                      SmallPatternIndexChange::pack(after));
          }
        }
      }
    }
  }
}

}  // namespace
