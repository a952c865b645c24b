#include "heuristics/relaxation/relaxed_costs.hpp"

#include <algorithm>

namespace polyplan {
namespace {
constexpr int kLargeCost = 1 << 28;
}  // namespace

RelaxedCosts::RelaxedCosts(const RelaxedTask& task, Combine combine)
    : task_(task),
      combine_(combine),
      unmet_(std::size_t(task.operator_count())),
      accumulated_(std::size_t(task.operator_count())),
      fact_cost_(std::size_t(task.fact_count())),
      supporter_(std::size_t(task.fact_count())) {}

void RelaxedCosts::offer(int fact, int cost, int op) {
  if (cost >= fact_cost_[std::size_t(fact)]) return;
  fact_cost_[std::size_t(fact)] = cost;
  supporter_[std::size_t(fact)] = op;
  queue_.push(cost, fact);
}

int RelaxedCosts::evaluate(const std::vector<int>& state_facts) {
  std::fill(fact_cost_.begin(), fact_cost_.end(), kUnreached);
  std::fill(supporter_.begin(), supporter_.end(), -1);
  for (int op = 0; op < task_.operator_count(); ++op)
    unmet_[std::size_t(op)] = static_cast<int>(task_.preconditions(op).size());
  std::fill(accumulated_.begin(), accumulated_.end(), 0);
  queue_.clear();
  for (int fact : state_facts) offer(fact, 0, -1);
  while (!queue_.empty()) {
    const auto [cost, fact] = queue_.pop();
    if (cost > fact_cost_[std::size_t(fact)]) continue;  // a stale entry
    for (int op : task_.wanted_by(fact)) {
      int& accumulated = accumulated_[std::size_t(op)];
      // Sums are capped far below overflow: an estimate that large only ever compares as large.
      accumulated = combine_ == Combine::Max ? std::max(accumulated, cost) : std::min(accumulated + cost, kLargeCost);
      if (--unmet_[std::size_t(op)] > 0) continue;
      for (int added : task_.adds(op)) offer(added, accumulated + task_.cost(op), op);
    }
  }
  return fact_cost_[std::size_t(task_.goal_fact())];
}

}  // namespace polyplan
