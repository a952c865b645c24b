#include "heuristics/domain_independent/goal_count.hpp"

namespace polyplan {
namespace {

// Counts the goal's placements not yet made. A move places at most `per_move` pieces (one, or a
// pushed chain), so the count divided by that, rounded up, never exceeds the moves still needed
// and changes by at most one per move. Goals beyond placements add two more such bounds, each
// changing by at most one per move: the pieces of a count goal still to be taken off (a move
// takes one at most), and 1 while some other condition (or, not, on, inside, a shape) fails.
// Their maximum keeps both properties; without them the estimate is the placements' count alone.
class GoalCount final : public Heuristic {
 public:
  explicit GoalCount(const Task& task) : task_(task) {
    for (const MoveRule& rule : task.problem().domain.moves) per_move_ = std::max(per_move_, rule.pieces_per_move);
  }

  int evaluate(StateView state) override {
    const int placements = (unmet_placements(state) + per_move_ - 1) / per_move_;
    const GoalTest& goal = task_.goal();
    if (!goal.beyond_placements()) return placements;
    int beyond = goal.conditions_hold(state) ? 0 : 1;
    for (const GoalTest::PieceCount& count : goal.counts())
      if (count.relation != CountRelation::AtLeast) beyond = std::max(beyond, goal.left(count, state) - count.count);
    return std::max(placements, beyond);
  }

 private:
  int unmet_placements(StateView state) const {
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

  const Task& task_;
  int per_move_ = 1;
};

}  // namespace

HeuristicPlugin goal_count_heuristic_plugin() {
  return HeuristicPlugin{"goal-count",
                         "the number of pieces not yet where the goal wants them (per move, when a move places "
                         "several), or of the pieces a count goal still has too many",
                         {.admissible = true, .consistent = true, .families = {}, .generic = true},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<GoalCount>(environment.task());
                         }};
}

}  // namespace polyplan
