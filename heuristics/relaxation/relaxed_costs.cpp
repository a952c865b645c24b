#include "heuristics/relaxation/relaxed_costs.hpp"

#include <algorithm>
#include <functional>

namespace polyplan {
namespace {
constexpr int kLargeCost = 1 << 28;
}  // namespace

RelaxedCosts::RelaxedCosts(const GroundModel& model, Combine combine)
    : model_(model),
      combine_(combine),
      wanted_by_(model.fact_names().size()),
      unmet_(model.actions().size()),
      accumulated_(model.actions().size()),
      fact_cost_(model.fact_names().size()),
      supporter_(model.fact_names().size()) {
  for (std::size_t a = 0; a < model.actions().size(); ++a) {
    const auto& preconditions = model.actions()[a].preconditions;
    if (preconditions.empty()) without_preconditions_.push_back(static_cast<int>(a));
    for (int fact : preconditions) wanted_by_[std::size_t(fact)].push_back(static_cast<int>(a));
  }
}

void RelaxedCosts::offer(int fact, int cost, int action) {
  if (cost >= fact_cost_[std::size_t(fact)]) return;
  fact_cost_[std::size_t(fact)] = cost;
  supporter_[std::size_t(fact)] = action;
  heap_.emplace_back(cost, fact);
  std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
}

int RelaxedCosts::evaluate(const std::vector<int>& state_facts) {
  const auto& actions = model_.actions();
  std::fill(fact_cost_.begin(), fact_cost_.end(), kUnreached);
  std::fill(supporter_.begin(), supporter_.end(), -1);
  for (std::size_t a = 0; a < actions.size(); ++a) {
    unmet_[a] = static_cast<int>(actions[a].preconditions.size());
    accumulated_[a] = 0;
  }
  heap_.clear();
  for (int fact : state_facts) offer(fact, 0, -1);
  for (int a : without_preconditions_)
    for (int fact : actions[std::size_t(a)].adds) offer(fact, actions[std::size_t(a)].cost, a);
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
    const auto [cost, fact] = heap_.back();
    heap_.pop_back();
    if (cost > fact_cost_[std::size_t(fact)]) continue;  // a stale entry
    for (int a : wanted_by_[std::size_t(fact)]) {
      int& accumulated = accumulated_[std::size_t(a)];
      // Sums are capped far below overflow: an estimate that large only ever compares as large.
      accumulated = combine_ == Combine::Max ? std::max(accumulated, cost) : std::min(accumulated + cost, kLargeCost);
      if (--unmet_[std::size_t(a)] > 0) continue;
      const GroundModel::Action& action = actions[std::size_t(a)];
      for (int added : action.adds) offer(added, accumulated + action.cost, a);
    }
  }
  int estimate = 0;
  for (const std::vector<int>& entry : model_.goal()) {
    int cheapest = kUnreached;
    for (int fact : entry) cheapest = std::min(cheapest, fact_cost_[std::size_t(fact)]);
    if (cheapest == kUnreached) return kUnreached;
    estimate = combine_ == Combine::Max ? std::max(estimate, cheapest) : std::min(estimate + cheapest, kLargeCost);
  }
  return estimate;
}

}  // namespace polyplan
