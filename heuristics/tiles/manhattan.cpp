#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"

namespace polyplan {
namespace {

// A move slides one tile one cell, changing its row or column distance by one. The distances
// are tabulated per tile and placement (TileGoals), so a state costs one lookup per tile.
class Manhattan final : public Heuristic {
 public:
  explicit Manhattan(const Task& task) : goals_(task, "manhattan") {}

  int evaluate(StateView state) override {
    int sum = 0;
    for (int tile = 0; tile < goals_.tiles(); ++tile) sum += goals_.distance(tile, state[std::size_t(tile)]);
    return sum;
  }

 private:
  TileGoals goals_;
};

}  // namespace

HeuristicPlugin manhattan_heuristic_plugin() {
  return HeuristicPlugin{"manhattan",
                         "sliding tiles: the sum of the tiles' row and column distances to their goal",
                         {true, true, {"sliding-tiles"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<Manhattan>(environment.task());
                         }};
}

}  // namespace polyplan
