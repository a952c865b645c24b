// LM-cut (Helmert and Domshlak, 2009): repeatedly find a disjunctive action landmark of the delete
// relaxation by cutting h^max's justification graph just before the goal zone, add the cheapest
// cost in the cut to the estimate, and make the cut's actions that much cheaper, until h^max of
// the goal is 0. Each cut is a set of actions every relaxed plan (so every real plan) uses one
// of, paid for once, so the sum is admissible; it dominates h^max (the first round alone gives
// h^max's value) and is the strongest of the classical relaxation heuristics that stay optimal.
// It is consistent on these tasks in practice, though not in general; the declaration says only
// what holds in general (admissible), and the audit measures consistency. This first version
// recomputes h^max from scratch each round (no incremental update yet).
#include "heuristics/relaxation/lm_cut_heuristic.hpp"

#include <algorithm>
#include <functional>
#include <memory>

#include "domains/ground_model.hpp"
#include "heuristics/heuristic.hpp"

namespace polyplan {
namespace {

class LandmarkCut final : public Heuristic {
 public:
  explicit LandmarkCut(const Environment& environment) : model_(std::make_unique<GroundModel>(environment, "lmcut")) {
    const auto& actions = model_->actions();
    facts_ = static_cast<int>(model_->fact_names().size());
    // An artificial fact true in every state (the precondition of actions without one), one per
    // goal entry (reached from any of its facts at no cost) and the goal itself.
    const int always = facts_++;
    for (const auto& action : actions) {
      Unary unary{action.preconditions, action.adds, action.cost};
      if (unary.pre.empty()) unary.pre.push_back(always);
      unary_.push_back(std::move(unary));
    }
    std::vector<int> entries;
    for (const std::vector<int>& entry : model_->goal()) {
      const int reached = facts_++;
      entries.push_back(reached);
      for (int fact : entry) unary_.push_back(Unary{{fact}, {reached}, 0});
    }
    goal_ = facts_++;
    unary_.push_back(Unary{entries.empty() ? std::vector<int>{always} : entries, {goal_}, 0});
    always_ = always;
    wanted_by_.resize(std::size_t(facts_));
    added_by_.resize(std::size_t(facts_));
    for (std::size_t a = 0; a < unary_.size(); ++a) {
      for (int fact : unary_[a].pre) wanted_by_[std::size_t(fact)].push_back(int(a));
      for (int fact : unary_[a].add) added_by_[std::size_t(fact)].push_back(int(a));
    }
    cost_.resize(unary_.size());
    unmet_.resize(unary_.size());
    supporter_.resize(unary_.size());
    fact_cost_.resize(std::size_t(facts_));
    zone_.resize(std::size_t(facts_));
    before_.resize(std::size_t(facts_));
    in_cut_.resize(unary_.size());
  }

  int evaluate(StateView state) override {
    model_->facts_of(state, state_facts_);
    state_facts_.push_back(always_);
    for (std::size_t a = 0; a < unary_.size(); ++a) cost_[a] = unary_[a].cost;
    int estimate = 0;
    for (;;) {
      compute_hmax();
      if (fact_cost_[std::size_t(goal_)] == kUnreached) return kDeadEnd;
      if (fact_cost_[std::size_t(goal_)] == 0) return estimate;
      estimate += cut_and_pay();
    }
  }

 private:
  static constexpr int kUnreached = INT32_MAX;
  struct Unary {
    std::vector<int> pre;
    std::vector<int> add;
    int cost;
  };

  // h^max with the current costs; each action's supporter is its costliest precondition.
  void compute_hmax() {
    std::fill(fact_cost_.begin(), fact_cost_.end(), kUnreached);
    for (std::size_t a = 0; a < unary_.size(); ++a) {
      unmet_[a] = static_cast<int>(unary_[a].pre.size());
      supporter_[a] = -1;
    }
    heap_.clear();
    for (int fact : state_facts_) push(fact, 0);
    while (!heap_.empty()) {
      std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
      const auto [cost, fact] = heap_.back();
      heap_.pop_back();
      if (cost > fact_cost_[std::size_t(fact)]) continue;
      for (int a : wanted_by_[std::size_t(fact)]) {
        if (--unmet_[std::size_t(a)] > 0) continue;
        // The last precondition reached is a costliest one (facts are settled in cost order).
        supporter_[std::size_t(a)] = fact;
        for (int added : unary_[std::size_t(a)].add) push(added, cost + cost_[std::size_t(a)]);
      }
    }
  }

  void push(int fact, int cost) {
    if (cost >= fact_cost_[std::size_t(fact)]) return;
    fact_cost_[std::size_t(fact)] = cost;
    heap_.emplace_back(cost, fact);
    std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
  }

  // The goal zone: facts from which the goal is reached by zero-cost edges of the justification
  // graph (supporter -> add). The cut: the actions whose supporter the state reaches without
  // entering the zone and that add a fact of the zone. Returns the cheapest cost in the cut,
  // which every action of the cut then loses.
  int cut_and_pay() {
    std::fill(zone_.begin(), zone_.end(), false);
    std::fill(before_.begin(), before_.end(), false);
    stack_.assign(1, goal_);
    zone_[std::size_t(goal_)] = true;
    while (!stack_.empty()) {
      const int fact = stack_.back();
      stack_.pop_back();
      for (int a : added_by_[std::size_t(fact)]) {
        const int from = supporter_[std::size_t(a)];
        if (from < 0 || cost_[std::size_t(a)] != 0 || zone_[std::size_t(from)]) continue;
        zone_[std::size_t(from)] = true;
        stack_.push_back(from);
      }
    }
    cut_.clear();
    stack_.clear();
    for (int fact : state_facts_)
      if (!zone_[std::size_t(fact)] && !before_[std::size_t(fact)]) {
        before_[std::size_t(fact)] = true;
        stack_.push_back(fact);
      }
    while (!stack_.empty()) {
      const int fact = stack_.back();
      stack_.pop_back();
      for (int a : wanted_by_[std::size_t(fact)]) {
        if (supporter_[std::size_t(a)] != fact) continue;
        for (int added : unary_[std::size_t(a)].add) {
          if (zone_[std::size_t(added)]) {
            if (!in_cut_[std::size_t(a)]) {
              in_cut_[std::size_t(a)] = true;
              cut_.push_back(a);
            }
          } else if (!before_[std::size_t(added)]) {
            before_[std::size_t(added)] = true;
            stack_.push_back(added);
          }
        }
      }
    }
    int cheapest = kUnreached;
    for (int a : cut_) cheapest = std::min(cheapest, cost_[std::size_t(a)]);
    for (int a : cut_) {
      cost_[std::size_t(a)] -= cheapest;
      in_cut_[std::size_t(a)] = false;
    }
    return cheapest;
  }

  std::unique_ptr<GroundModel> model_;
  int facts_ = 0;
  int always_ = 0;
  int goal_ = 0;
  std::vector<Unary> unary_;
  std::vector<std::vector<int>> wanted_by_;
  std::vector<std::vector<int>> added_by_;
  std::vector<int> cost_;
  std::vector<int> unmet_;
  std::vector<int> supporter_;
  std::vector<int> fact_cost_;
  std::vector<bool> zone_;
  std::vector<bool> before_;
  std::vector<bool> in_cut_;
  std::vector<int> cut_;
  std::vector<int> stack_;
  std::vector<int> state_facts_;
  std::vector<std::pair<int, int>> heap_;
};

}  // namespace

HeuristicPlugin lm_cut_heuristic_plugin() {
  return HeuristicPlugin{
      "lmcut",
      "any family with a ground model: the sum of the landmark cuts of the delete relaxation (LM-cut)",
      {.admissible = true, .consistent = false, .families = {}, .generic = true},
      {},
      [](const Environment& environment, const PluginOptions&) { return std::make_unique<LandmarkCut>(environment); }};
}

}  // namespace polyplan
