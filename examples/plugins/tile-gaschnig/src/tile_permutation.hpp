#pragma once
#include <vector>

#include <polyplan/plugin/puzzle.hpp>

namespace tile_gaschnig {

// A sliding-tile board as a permutation of floor cells: every tile and the one blank have a goal
// cell. Built once per puzzle; refuses boards Gaschnig's count does not cover (std::invalid_argument).
class TilePermutation {
 public:
  explicit TilePermutation(const polyplan::plugin::Puzzle& puzzle);

  // Gaschnig's count for a state: the fewest swaps of the blank with any tile that sort the
  // board. Each cycle of the permutation "cell -> goal cell of what stands there" of length k > 1
  // costs k - 1 swaps when the blank is on it, k + 1 otherwise (README.md).
  int swaps(polyplan::plugin::State state);

 private:
  const polyplan::plugin::Puzzle& puzzle_;
  std::vector<int> goal_cell_;  // per tile
  int blank_goal_ = -1;
  std::vector<int> target_;  // scratch: cell -> goal cell of what stands on it
  std::vector<char> seen_;   // scratch
};

}  // namespace tile_gaschnig
