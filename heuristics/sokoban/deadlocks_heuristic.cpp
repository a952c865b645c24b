#include "heuristics/sokoban/sokoban_heuristic.hpp"
#include "heuristics/sokoban/sokoban_heuristics.hpp"

namespace polyplan {
namespace {

// The deadlock detectors on their own: an estimate of 0 that still cuts deadlocked states. With
// A* it is uniform-cost search with pruning; with audit it checks that no detector ever calls a
// solvable state dead.
class DeadlocksOnly final : public SokobanHeuristic {
 public:
  using SokobanHeuristic::SokobanHeuristic;

 private:
  int estimate(const LevelTables& /*tables*/, const std::vector<int>& /*boxes*/, int /*agent*/) override { return 0; }
};

}  // namespace

HeuristicPlugin deadlocks_heuristic_plugin() {
  return sokoban_plugin<DeadlocksOnly>(
      "deadlocks", "Sokoban: 0, or a dead end when a deadlock detector fires (dead squares, freeze, 2x2 blocks)", true);
}

}  // namespace polyplan
