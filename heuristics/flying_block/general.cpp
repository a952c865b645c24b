#include "heuristics/flying_block/general.hpp"

#include "heuristics/flying_block/goal_area.hpp"

namespace polyplan {
namespace {

class General final : public Heuristic {
 public:
  explicit General(const Task& task) : task_(task), area_(task) {}

  int evaluate(StateView state) override {
    if (task_.goal().satisfied(state)) return 0;
    int k = area_.vacant();
    if (k == 0) return kDeadEnd;  // nothing can move, and this is not a goal
    int moves = 1;
    for (std::size_t p = 0; p < task_.pieces().size(); ++p) {
      int piece = static_cast<int>(p);
      if (area_.is_target(piece)) continue;
      int covered = area_.goal_cells_covered(piece, static_cast<int>(state[p]));
      moves += (covered + k - 1) / k;
    }
    return moves;
  }

 private:
  const Task& task_;
  GoalArea area_;
};

}  // namespace

HeuristicPlugin general_heuristic_plugin() {
  return HeuristicPlugin{"general",
                         "Flying Block paper 3.2: sum of ceil(g_p / k) over blockers of the target's goal, plus 1",
                         {true, true, {"flying-block"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<General>(environment.task());
                         }};
}

}  // namespace polyplan
