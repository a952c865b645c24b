#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"

namespace polyplan {
namespace {

// Each misplaced tile moves at least once, and a move moves one tile.
class Misplaced final : public Heuristic {
 public:
  explicit Misplaced(const Task& task) : goals_(task, "misplaced") {}

  int evaluate(StateView state) override {
    int misplaced = 0;
    for (int tile = 0; tile < goals_.tiles(); ++tile)
      if (const auto& goal = goals_.goal(tile)) misplaced += !(goals_.at(tile, state[std::size_t(tile)]) == *goal);
    return misplaced;
  }

 private:
  TileGoals goals_;
};

}  // namespace

HeuristicPlugin misplaced_heuristic_plugin() {
  return HeuristicPlugin{"misplaced",
                         "sliding tiles: the number of tiles not on their goal cell",
                         {true, true, {"sliding-tiles"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<Misplaced>(environment.task());
                         }};
}

}  // namespace polyplan
