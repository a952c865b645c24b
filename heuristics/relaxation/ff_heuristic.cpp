// h^FF (Hoffmann and Nebel): the cost of one relaxed plan, extracted backwards from the goal
// along the best supporters that h^add found, each action counted once. Unlike h^add it does not
// pay twice for what two goals share, so it is the usual guide of satisficing planners; it is
// neither admissible nor consistent (a relaxed plan need not be the cheapest one).
#include "heuristics/relaxation/ff_heuristic.hpp"

#include <memory>

#include "heuristics/heuristic.hpp"
#include "heuristics/relaxation/relaxed_costs.hpp"

namespace polyplan {
namespace {

class RelaxedPlanHeuristic final : public Heuristic {
 public:
  explicit RelaxedPlanHeuristic(const Environment& environment)
      : model_(std::make_unique<GroundModel>(environment, "ff")),
        costs_(*model_, RelaxedCosts::Combine::Sum),
        in_plan_(model_->actions().size(), false),
        reached_(model_->fact_names().size(), false) {}

  int evaluate(StateView state) override {
    model_->facts_of(state, facts_);
    if (costs_.evaluate(facts_) == RelaxedCosts::kUnreached) return kDeadEnd;
    // The cheapest fact of each goal entry, then the supporters' preconditions, depth first; each
    // fact is followed once and each action counted once.
    open_.clear();
    for (const std::vector<int>& entry : model_->goal()) {
      int cheapest = entry.front();
      for (int fact : entry)
        if (costs_.fact_cost(fact) < costs_.fact_cost(cheapest)) cheapest = fact;
      open_.push_back(cheapest);
    }
    int cost = 0;
    chosen_.clear();
    touched_.clear();
    while (!open_.empty()) {
      const int fact = open_.back();
      open_.pop_back();
      if (reached_[std::size_t(fact)]) continue;
      reached_[std::size_t(fact)] = true;
      touched_.push_back(fact);
      const int action = costs_.supporter(fact);
      if (action < 0 || in_plan_[std::size_t(action)]) continue;
      in_plan_[std::size_t(action)] = true;
      chosen_.push_back(action);
      cost += model_->actions()[std::size_t(action)].cost;
      for (int precondition : model_->actions()[std::size_t(action)].preconditions) open_.push_back(precondition);
    }
    for (int fact : touched_) reached_[std::size_t(fact)] = false;
    for (int action : chosen_) in_plan_[std::size_t(action)] = false;
    return cost;
  }

 private:
  std::unique_ptr<GroundModel> model_;
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
