#include "heuristics/flying_block/primitive.hpp"

#include "heuristics/flying_block/goal_area.hpp"

namespace polyplan {
namespace {

class Primitive final : public Heuristic {
 public:
  Primitive(const Task& task, bool count_target) : task_(task), area_(task), count_target_(count_target) {}

  int evaluate(StateView state) override {
    if (task_.goal().satisfied(state)) return 0;
    int blockers = 0;
    for (std::size_t p = 0; p < task_.pieces().size(); ++p) {
      int piece = static_cast<int>(p);
      if (area_.is_target(piece) && !count_target_) continue;
      blockers += area_.goal_cells_covered(piece, static_cast<int>(state[p])) > 0;
    }
    return blockers + 1;
  }

 private:
  const Task& task_;
  GoalArea area_;
  bool count_target_;
};

}  // namespace

HeuristicPlugin primitive_heuristic_plugin() {
  return HeuristicPlugin{"primitive",
                         "Flying Block paper 3.1: non-target pieces on the target's goal cells, plus 1 off the goal",
                         {true, true, {"flying-block"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<Primitive>(environment.task(), false);
                         }};
}

HeuristicPlugin primitive_published_heuristic_plugin() {
  return HeuristicPlugin{"primitive-published",
                         "the authors' code for 3.1: also counts the target itself when it covers a goal cell",
                         {false, false, {"flying-block"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<Primitive>(environment.task(), true);
                         }};
}

}  // namespace polyplan
