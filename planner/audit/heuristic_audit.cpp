#include "planner/audit/heuristic_audit.hpp"

#include <climits>

namespace polyplan {

HeuristicAudit audit_heuristic(const StateSpace& space, const std::vector<int>& h_star, Heuristic& heuristic,
                               const Task& task) {
  HeuristicAudit audit;
  audit.states = space.states();
  audit.transitions = space.transitions();
  audit.complete = space.complete;
  std::vector<int> h(space.states());
  StateValues state(task.pieces().size());
  double ratio_sum = 0;
  std::size_t ratio_count = 0;
  for (StateId id = 0; id < space.states(); ++id) {
    space.registry->unpack(id, state);
    h[id] = heuristic.evaluate(state);
    int exact = h_star[id];
    if (space.goal[id] && h[id] != 0) ++audit.goal_violations;
    if (exact == kUnreachable) continue;
    ++audit.solvable_states;
    int over = h[id] == Heuristic::kDeadEnd ? INT_MAX : h[id] - exact;
    if (over > 0) {
      ++audit.admissibility_violations;
      if (over > audit.worst_overestimate) {
        audit.worst_overestimate = over;
        audit.worst_state = id;
      }
    }
    if (exact > 0 && h[id] != Heuristic::kDeadEnd) {
      ratio_sum += static_cast<double>(h[id]) / exact;
      ++ratio_count;
    }
  }
  audit.mean_ratio = ratio_count ? ratio_sum / static_cast<double>(ratio_count) : 0;
  for (StateId from = 0; from < space.states(); ++from) {
    if (h[from] == Heuristic::kDeadEnd) continue;  // h = infinity promises nothing about successors
    for (std::size_t e = space.edge_begin[from]; e < space.edge_begin[from + 1]; ++e) {
      StateId to = space.edges[e].to;
      if (h[to] == Heuristic::kDeadEnd) continue;  // h(s) <= c + infinity always holds
      long long bound = static_cast<long long>(space.edges[e].cost) + h[to];
      if (h[from] <= bound) continue;
      ++audit.consistency_violations;
      int gap = static_cast<int>(h[from] - bound);
      if (gap > audit.worst_inconsistency) {
        audit.worst_inconsistency = gap;
        audit.worst_transition = std::make_pair(from, to);
      }
    }
  }
  return audit;
}

}  // namespace polyplan
