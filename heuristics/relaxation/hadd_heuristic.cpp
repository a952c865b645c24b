// h^add (Bonet and Geffner): like h^max, but an action costs the sum of its preconditions' costs
// and the estimate is the sum over the goal. It counts shared subgoals again, so it is neither
// admissible nor consistent; it guides greedy searches far better than h^max.
#include "heuristics/relaxation/hadd_heuristic.hpp"

#include "heuristics/relaxation/relaxation_heuristic.hpp"

namespace polyplan {

HeuristicPlugin hadd_heuristic_plugin() {
  return HeuristicPlugin{
      "hadd",
      "any family with a ground model: the sum of the goal facts' relaxed costs, each action paying for all "
      "its preconditions (h^add)",
      {.admissible = false, .consistent = false, .families = {}, .generic = true},
      {},
      [](const Environment& environment, const PluginOptions&) {
        return std::make_unique<RelaxationHeuristic>(environment, RelaxedCosts::Combine::Sum);
      }};
}

}  // namespace polyplan
