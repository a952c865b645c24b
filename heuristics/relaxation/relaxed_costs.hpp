#pragma once
#include <cstdint>
#include <vector>

#include "heuristics/relaxation/cost_queue.hpp"
#include "heuristics/relaxation/relaxed_task.hpp"

namespace polyplan {

// The costs of reaching facts when actions delete nothing (Bonet and Geffner's h^max and h^add,
// computed as Fast Downward does): a generalized Dijkstra over facts in which an operator waits
// for its last precondition and then offers its adds its cost plus the max (h^max) or the sum
// (h^add) of its preconditions' costs. Arrays are sized once for the task, so an evaluation
// allocates nothing once the queue has grown.
class RelaxedCosts {
 public:
  enum class Combine { Max, Sum };
  static constexpr int kUnreached = INT32_MAX;

  RelaxedCosts(const RelaxedTask& task, Combine combine);

  // Fills the cost of every fact from a state that makes `state_facts` true (kUnreached where no
  // relaxed plan reaches it), and returns the goal's estimate (the goal fact's cost: per goal
  // entry the cheapest of its facts, combined by max or sum); kUnreached when some entry cannot
  // be reached.
  int evaluate(const std::vector<int>& state_facts);
  int fact_cost(int fact) const { return fact_cost_[std::size_t(fact)]; }
  // The operator that last lowered the fact's cost (its best supporter), or -1 for a fact of the
  // state or one not reached: what relaxed plans are extracted along.
  int supporter(int fact) const { return supporter_[std::size_t(fact)]; }

 private:
  void offer(int fact, int cost, int op);

  const RelaxedTask& task_;
  Combine combine_;
  std::vector<int> unmet_;        // per operator, preconditions not yet reached
  std::vector<int> accumulated_;  // per operator, max or sum of its reached preconditions' costs
  std::vector<int> fact_cost_;
  std::vector<int> supporter_;
  CostQueue queue_;
};

}  // namespace polyplan
