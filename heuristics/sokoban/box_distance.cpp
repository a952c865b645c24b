#include "heuristics/sokoban/sokoban_heuristic.hpp"
#include "heuristics/sokoban/sokoban_heuristics.hpp"

namespace polyplan {
namespace {

// Each box needs at least its own push distance to the nearest goal, whatever the other boxes
// do (they only get in the way), and pushes move one box: the sum is a lower bound. A push
// changes one box's distance by at most one and no other box's (the agent stays in the same
// region around every other box), so the bound is also consistent.
class BoxDistance final : public SokobanHeuristic {
 public:
  using SokobanHeuristic::SokobanHeuristic;

 private:
  int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent) override {
    int sum = 0;
    for (int box : boxes) {
      int nearest = tables.distances.nearest(box, tables.distances.reachable_sides(box, agent));
      if (nearest == PushDistances::kInfinite) return kDeadEnd;
      sum += nearest;
    }
    return sum;
  }
};

}  // namespace

HeuristicPlugin box_distance_heuristic_plugin() {
  return sokoban_plugin<BoxDistance>(
      "box-distance", "Sokoban: the sum over boxes of the fewest pushes to the nearest goal (other boxes ignored)",
      true);
}

}  // namespace polyplan
