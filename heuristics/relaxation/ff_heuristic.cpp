// h^FF (Hoffmann and Nebel): the cost of one relaxed plan, extracted backwards from the goal
// along the best supporters that h^add found, each action counted once. Unlike h^add it does not
// pay twice for what two goals share, so it is the usual guide of satisficing planners; it is
// neither admissible nor consistent (a relaxed plan need not be the cheapest one).
// Its preferred successors (FF's helpful actions) are those that put a piece where an action of
// the relaxed plan that the state allows (at no cost) puts it: the moves a real plan most likely
// starts with. A successor is recognised by its pieces' new position facts, so the search needs
// no map from its moves to ground actions.
#include "heuristics/relaxation/ff_heuristic.hpp"

#include <algorithm>

#include "heuristics/heuristic.hpp"
#include "heuristics/relaxation/relaxed_costs.hpp"

namespace polyplan {
namespace {

class RelaxedPlanHeuristic final : public Heuristic {
 public:
  explicit RelaxedPlanHeuristic(const Environment& environment)
      : task_(environment, "ff"),
        costs_(task_, RelaxedCosts::Combine::Sum),
        in_plan_(std::size_t(task_.operator_count()), false),
        reached_(std::size_t(task_.fact_count()), false),
        wanted_(std::size_t(task_.fact_count()), false) {}

  int evaluate(StateView state) override { return relaxed_plan(state); }

  void mark_preferred(StateView state) override {
    for (int fact : wanted_facts_) wanted_[std::size_t(fact)] = false;
    wanted_facts_.clear();
    if (relaxed_plan(state) == kDeadEnd) return;
    // chosen_ holds the plan. An action is allowed now when what it needs costs nothing to reach:
    // where moves of the agent are free (Sokoban counted in pushes), a push needs the agent
    // behind the box, which a free walk gives, and that push is what the plan starts with.
    for (int op : chosen_) {
      if (op >= task_.real_operators() || task_.cost(op) == 0) continue;
      const auto preconditions = task_.preconditions(op);
      if (!std::all_of(preconditions.begin(), preconditions.end(),
                       [&](int fact) { return costs_.fact_cost(fact) == 0; }))
        continue;
      for (int fact : task_.adds(op))
        if (!wanted_[std::size_t(fact)]) {
          wanted_[std::size_t(fact)] = true;
          wanted_facts_.push_back(fact);
        }
    }
  }

  bool preferred(StateView parent, StateView child) const override {
    for (std::size_t piece = 0; piece < child.size(); ++piece) {
      if (child[piece] == parent[piece]) continue;
      const int fact = task_.model().position_fact_id(int(piece), int(child[piece]));
      if (fact >= 0 && wanted_[std::size_t(fact)]) return true;
    }
    return false;
  }

 private:
  // The cost of the relaxed plan from `state` (chosen_ keeps its operators), or kDeadEnd.
  int relaxed_plan(StateView state) {
    task_.state_facts(state, facts_);
    if (costs_.evaluate(facts_) == RelaxedCosts::kUnreached) return kDeadEnd;
    // From the goal fact, the supporters' preconditions, depth first; each fact is followed once
    // and each operator counted once (the artificial ones that state the goal cost nothing).
    open_.assign(1, task_.goal_fact());
    int cost = 0;
    chosen_.clear();
    touched_.clear();
    while (!open_.empty()) {
      const int fact = open_.back();
      open_.pop_back();
      if (reached_[std::size_t(fact)]) continue;
      reached_[std::size_t(fact)] = true;
      touched_.push_back(fact);
      const int op = costs_.supporter(fact);
      if (op < 0 || in_plan_[std::size_t(op)]) continue;
      in_plan_[std::size_t(op)] = true;
      chosen_.push_back(op);
      cost += task_.cost(op);
      for (int precondition : task_.preconditions(op)) open_.push_back(precondition);
    }
    for (int fact : touched_) reached_[std::size_t(fact)] = false;
    for (int op : chosen_) in_plan_[std::size_t(op)] = false;
    return cost;
  }

  RelaxedTask task_;
  RelaxedCosts costs_;
  std::vector<int> facts_;
  std::vector<int> open_;
  std::vector<int> chosen_;
  std::vector<int> touched_;
  std::vector<bool> in_plan_;
  std::vector<bool> reached_;
  std::vector<bool> wanted_;       // per fact: added by a preferred action of the last marked state
  std::vector<int> wanted_facts_;  // those facts, to clear them
};

}  // namespace

HeuristicPlugin ff_heuristic_plugin() {
  return HeuristicPlugin{
      "ff",
      "any family with a ground model: the cost of a relaxed plan along h^add's best supporters (h^FF)",
      {.admissible = false, .consistent = false, .families = {}, .generic = true, .preferred_operators = true},
      {},
      [](const Environment& environment, const PluginOptions&) {
        return std::make_unique<RelaxedPlanHeuristic>(environment);
      }};
}

}  // namespace polyplan
