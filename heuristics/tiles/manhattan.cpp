#include <cstdlib>

#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"

namespace polyplan {
namespace {

// A move slides one tile one cell, changing its row or column distance by one. The distances
// are tabulated per tile and placement so that a state costs one lookup per tile.
class Manhattan final : public Heuristic {
 public:
  explicit Manhattan(const Task& task) : distance_(task.pieces().size()) {
    TileGoals goals(task, "manhattan");
    for (int tile = 0; tile < goals.tiles(); ++tile) {
      const auto& goal = goals.goal(tile);
      for (int placement = 0; placement < task.table(tile).size(); ++placement) {
        Coord at = goals.at(tile, static_cast<std::uint32_t>(placement));
        distance_[std::size_t(tile)].push_back(goal ? std::abs(at.row - goal->row) + std::abs(at.col - goal->col) : 0);
      }
    }
  }

  int evaluate(StateView state) override {
    int sum = 0;
    for (std::size_t tile = 0; tile < distance_.size(); ++tile) sum += distance_[tile][state[tile]];
    return sum;
  }

 private:
  std::vector<std::vector<int>> distance_;
};

}  // namespace

HeuristicPlugin manhattan_heuristic_plugin() {
  return HeuristicPlugin{"manhattan", "sliding tiles: the sum of the tiles' row and column distances to their goal",
                         {true, true, {"sliding-tiles"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<Manhattan>(environment.task());
                         }};
}

}  // namespace polyplan
