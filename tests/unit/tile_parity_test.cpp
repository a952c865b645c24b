// The sliding-tile parity proof against exhaustive search: on a 2 x 3 board, every one of the
// 720 arrangements is proved unsolvable exactly when breadth-first search from it never reaches
// the goal; and the proof's exact message on a 15-puzzle with two tiles swapped.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/solvability/unsolvability.hpp"
#include "planner/state_space.hpp"
#include "tests/support/tile_problems.hpp"

namespace polyplan {
namespace {

Problem tiles(const std::string& line, std::optional<std::pair<int, int>> size = std::nullopt) {
  return test_support::tile_line(line, size);
}

TEST(TileParity, ProvesExactlyTheUnsolvableArrangementsOfA2x3Board) {
  std::vector<int> cells(6);
  std::iota(cells.begin(), cells.end(), 0);
  int proved = 0, arrangements = 0;
  do {
    std::string line = "1";
    for (int tile : cells) line.append(1, ' ').append(std::to_string(tile));
    Task task(tiles(line, std::pair{2, 3}));
    Environment environment(task);
    StateSpace space = explore_state_space(environment, 1000);
    bool reachable = space.goal_states > 0;
    bool proof = prove_unsolvable(task).has_value();
    EXPECT_EQ(proof, !reachable) << line;
    proved += proof;
    ++arrangements;
  } while (std::next_permutation(cells.begin(), cells.end()));
  EXPECT_EQ(arrangements, 720);
  EXPECT_EQ(proved, 360);
}

TEST(TileParity, NamesTheParitiesWhenTwoTilesAreSwapped) {
  auto proof = prove_unsolvable(Task(tiles("1 0 2 1 3 4 5 6 7 8 9 10 11 12 13 14 15")));
  ASSERT_TRUE(proof);
  EXPECT_EQ(proof->constraint, "sliding-tile parity");
  EXPECT_EQ(proof->reason,
            "the tiles and the blank are an odd permutation of their goal cells, but the blank is 0 steps from its "
            "goal cell; every move changes both parities");
  EXPECT_FALSE(prove_unsolvable(Task(tiles("1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"))));  // Korf #1
}

}  // namespace
}  // namespace polyplan
