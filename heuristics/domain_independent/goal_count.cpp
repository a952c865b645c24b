#include "heuristics/domain_independent/goal_count.hpp"

namespace polyplan {
namespace {

class GoalCount final : public Heuristic {
 public:
  explicit GoalCount(const Task& task) : task_(task) {}

  int evaluate(StateView state) override {
    int unmet = 0;
    for (const auto& placed : task_.goal().placed()) {
      auto value = static_cast<int>(state[static_cast<std::size_t>(placed.piece)]);
      bool there = std::find(placed.placements.begin(), placed.placements.end(), value) != placed.placements.end();
      unmet += !there;
    }
    for (int piece : task_.goal().on_goal_pieces())
      unmet += !task_.table(piece).on_goal(static_cast<int>(state[static_cast<std::size_t>(piece)]));
    return unmet;
  }

 private:
  const Task& task_;
};

}  // namespace

HeuristicPlugin goal_count_heuristic_plugin() {
  return HeuristicPlugin{"goal-count",
                         "the number of pieces not yet where the goal wants them",
                         {.admissible = true, .consistent = true, .families = {}, .generic = true},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<GoalCount>(environment.task());
                         }};
}

}  // namespace polyplan
