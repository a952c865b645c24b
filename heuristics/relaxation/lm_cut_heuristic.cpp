// LM-cut (Helmert and Domshlak, 2009): repeatedly find a disjunctive action landmark of the delete
// relaxation by cutting h^max's justification graph just before the goal zone, add the cheapest
// cost in the cut to the estimate, and make the cut's actions that much cheaper, until h^max of
// the goal is 0. Each cut is a set of actions every relaxed plan (so every real plan) uses one
// of, paid for once, so the sum is admissible; it dominates h^max (the first round alone gives
// h^max's value) and is the strongest of the classical relaxation heuristics that stay optimal.
// It is not consistent in general (the cuts of neighbouring states need not be related), and the
// declaration says so; the audit measures it per instance.
// What makes it fast: after a cut only the costs of the cut's operators drop, so h^max is
// brought up to date from them (only facts whose cost falls are touched) instead of being
// recomputed; explorations use the bucket queue of small integer costs; the goal zone and the
// part before it are marked with the round's number, so nothing is cleared between rounds; and
// every array is sized once per task, so an evaluation allocates nothing.
#include "heuristics/relaxation/lm_cut_heuristic.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "heuristics/heuristic.hpp"
#include "heuristics/relaxation/cost_queue.hpp"
#include "heuristics/relaxation/relaxed_task.hpp"

namespace polyplan {
namespace {

class LandmarkCut final : public Heuristic {
 public:
  explicit LandmarkCut(const Environment& environment)
      : task_(environment, "lmcut"),
        cost_(std::size_t(task_.operator_count())),
        unmet_(std::size_t(task_.operator_count())),
        supporter_(std::size_t(task_.operator_count())),
        supporter_cost_(std::size_t(task_.operator_count())),
        fact_cost_(std::size_t(task_.fact_count())),
        zone_round_(std::size_t(task_.fact_count()), 0),
        before_round_(std::size_t(task_.fact_count()), 0) {}

  int evaluate(StateView state) override { return landmarks(state, nullptr); }

  std::vector<std::string> explain(StateView state) override {
    std::vector<std::string> lines;
    const int estimate = landmarks(state, &lines);
    if (estimate == kDeadEnd) return {"no relaxed plan reaches the goal: a dead end"};
    lines.insert(lines.begin(), fmt::format("{} landmarks (disjunctive action landmarks of the delete relaxation, "
                                            "each paid once at its cost), estimate {}",
                                            lines.size(), estimate));
    return lines;
  }

 private:
  static constexpr int kUnreached = INT32_MAX;

  // The estimate of `state`; with `cuts`, a line per landmark found (its cost and actions).
  int landmarks(StateView state, std::vector<std::string>* cuts) {
    task_.state_facts(state, state_facts_);
    for (int op = 0; op < task_.operator_count(); ++op) cost_[std::size_t(op)] = task_.cost(op);
    first_exploration();
    const int goal = task_.goal_fact();
    if (fact_cost_[std::size_t(goal)] == kUnreached) return kDeadEnd;
    int estimate = 0;
    while (fact_cost_[std::size_t(goal)] != 0) {
      next_round();
      mark_goal_zone();
      find_cut();
      int cheapest = kUnreached;
      for (int op : cut_) cheapest = std::min(cheapest, cost_[std::size_t(op)]);
      for (int op : cut_) cost_[std::size_t(op)] -= cheapest;
      estimate += cheapest;
      if (cuts) cuts->push_back(describe_cut(cheapest));
      update_hmax_after_cut();
    }
    return estimate;
  }

  // Rounds are numbered so that the marks of the last need no clearing; after 2^32 rounds (a long
  // search) the marks are cleared once so that an old mark never reads as this round's.
  void next_round() {
    if (++round_ != 0) return;
    std::fill(zone_round_.begin(), zone_round_.end(), 0U);
    std::fill(before_round_.begin(), before_round_.end(), 0U);
    round_ = 1;
  }

  // h^max from the state with the current costs; each operator's supporter is its costliest
  // precondition (the last one settled, as facts are settled in cost order).
  void first_exploration() {
    std::fill(fact_cost_.begin(), fact_cost_.end(), kUnreached);
    for (int op = 0; op < task_.operator_count(); ++op) {
      unmet_[std::size_t(op)] = static_cast<int>(task_.preconditions(op).size());
      supporter_[std::size_t(op)] = -1;
    }
    queue_.clear();
    for (int fact : state_facts_) lower(fact, 0);
    while (!queue_.empty()) {
      const auto [cost, fact] = queue_.pop();
      if (cost > fact_cost_[std::size_t(fact)]) continue;
      for (int op : task_.wanted_by(fact)) {
        if (--unmet_[std::size_t(op)] > 0) continue;
        supporter_[std::size_t(op)] = fact;
        supporter_cost_[std::size_t(op)] = cost;
        for (int added : task_.adds(op)) lower(added, cost + cost_[std::size_t(op)]);
      }
    }
  }

  // After the cut's operators became cheaper: only facts they reach more cheaply change, and only
  // operators whose supporter got cheaper may change supporter (their costliest precondition).
  void update_hmax_after_cut() {
    queue_.clear();
    for (int op : cut_) {
      const int cost = supporter_cost_[std::size_t(op)] + cost_[std::size_t(op)];
      for (int added : task_.adds(op)) lower(added, cost);
    }
    while (!queue_.empty()) {
      const auto [cost, fact] = queue_.pop();
      if (cost > fact_cost_[std::size_t(fact)]) continue;
      for (int op : task_.wanted_by(fact)) {
        if (supporter_[std::size_t(op)] != fact || supporter_cost_[std::size_t(op)] <= cost) continue;
        const int before = supporter_cost_[std::size_t(op)];
        int costliest = -1;
        for (int precondition : task_.preconditions(op))
          if (costliest < 0 || fact_cost_[std::size_t(precondition)] > fact_cost_[std::size_t(costliest)])
            costliest = precondition;
        supporter_[std::size_t(op)] = costliest;
        supporter_cost_[std::size_t(op)] = fact_cost_[std::size_t(costliest)];
        if (supporter_cost_[std::size_t(op)] == before) continue;
        for (int added : task_.adds(op)) lower(added, supporter_cost_[std::size_t(op)] + cost_[std::size_t(op)]);
      }
    }
  }

  void lower(int fact, int cost) {
    if (cost >= fact_cost_[std::size_t(fact)]) return;
    fact_cost_[std::size_t(fact)] = cost;
    queue_.push(cost, fact);
  }

  // The goal zone: the facts from which the goal is reached by operators that cost nothing now,
  // followed back from the goal through their supporters.
  void mark_goal_zone() {
    stack_.assign(1, task_.goal_fact());
    zone_round_[std::size_t(task_.goal_fact())] = round_;
    while (!stack_.empty()) {
      const int fact = stack_.back();
      stack_.pop_back();
      for (int op : task_.added_by(fact)) {
        const int from = supporter_[std::size_t(op)];
        if (from < 0 || cost_[std::size_t(op)] != 0 || zone_round_[std::size_t(from)] == round_) continue;
        zone_round_[std::size_t(from)] = round_;
        stack_.push_back(from);
      }
    }
  }

  // The cut: the operators that the state reaches through supporters without entering the zone
  // and that add a fact of the zone. Each operator is met once, from its supporter.
  void find_cut() {
    cut_.clear();
    stack_.clear();
    for (int fact : state_facts_) {
      before_round_[std::size_t(fact)] = round_;
      stack_.push_back(fact);
    }
    while (!stack_.empty()) {
      const int fact = stack_.back();
      stack_.pop_back();
      for (int op : task_.wanted_by(fact)) {
        if (supporter_[std::size_t(op)] != fact) continue;
        const auto adds = task_.adds(op);
        if (std::any_of(adds.begin(), adds.end(),
                        [&](int added) { return zone_round_[std::size_t(added)] == round_; })) {
          cut_.push_back(op);
          continue;
        }
        for (int added : adds)
          if (before_round_[std::size_t(added)] != round_) {
            before_round_[std::size_t(added)] = round_;
            stack_.push_back(added);
          }
      }
    }
  }

  std::string describe_cut(int cost) const {
    std::vector<std::string> names;
    for (int op : cut_)
      if (op < task_.real_operators()) names.push_back(task_.model().actions()[std::size_t(op)].name);
    std::sort(names.begin(), names.end());
    // A landmark of hundreds of actions says little more by naming them all.
    constexpr std::size_t kNamesShown = 8;
    if (names.size() <= kNamesShown) return fmt::format("cost {}: one of {}", cost, fmt::join(names, " "));
    return fmt::format("cost {}: one of {} actions: {} ...", cost, names.size(),
                       fmt::join(names.begin(), names.begin() + kNamesShown, " "));
  }

  RelaxedTask task_;
  std::vector<int> cost_;            // per operator, its cost in this round
  std::vector<int> unmet_;           // per operator, preconditions not yet reached (first exploration)
  std::vector<int> supporter_;       // per operator, its costliest precondition (-1: unreached)
  std::vector<int> supporter_cost_;  // per operator, that precondition's cost
  std::vector<int> fact_cost_;       // per fact, h^max
  // Per fact, the last round that put it in the goal zone, or before it: a fact is there in this
  // round when its number is round_.
  std::vector<unsigned> zone_round_;
  std::vector<unsigned> before_round_;
  unsigned round_ = 0;
  std::vector<int> cut_;
  std::vector<int> stack_;
  std::vector<int> state_facts_;
  CostQueue queue_;
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
