// h^FF (Hoffmann and Nebel): the cost of one relaxed plan, extracted backwards from the goal
// along the best supporters that h^add found, each action counted once. Unlike h^add it does not
// pay twice for what two goals share, so it is the usual guide of satisficing planners; it is
// neither admissible nor consistent (a relaxed plan need not be the cheapest one).
#include "heuristics/relaxation/ff_heuristic.hpp"

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
        reached_(std::size_t(task_.fact_count()), false) {}

  int evaluate(StateView state) override {
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

 private:
  RelaxedTask task_;
  RelaxedCosts costs_;
  std::vector<int> facts_;
  std::vector<int> open_;
  std::vector<int> chosen_;
  std::vector<int> touched_;
  std::vector<bool> in_plan_;
  std::vector<bool> reached_;
};

}  // namespace

HeuristicPlugin ff_heuristic_plugin() {
  return HeuristicPlugin{
      "ff",
      "any family with a ground model: the cost of a relaxed plan along h^add's best supporters (h^FF)",
      {.admissible = false, .consistent = false, .families = {}, .generic = true},
      {},
      [](const Environment& environment, const PluginOptions&) {
        return std::make_unique<RelaxedPlanHeuristic>(environment);
      }};
}

}  // namespace polyplan
