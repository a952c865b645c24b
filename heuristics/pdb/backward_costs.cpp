#include "heuristics/pdb/backward_costs.hpp"

namespace polyplan {

std::vector<std::uint32_t> backward_costs(const AbstractSpace& space, BuildProgress& progress) {
  std::vector<std::uint32_t> cost(space.states(), kNoPathToGoal);
  std::vector<std::vector<StateId>> buckets(1);
  for (StateId goal : space.goals) {
    cost[goal] = 0;
    buckets[0].push_back(goal);
  }
  std::vector<bool> settled(space.states(), false);
  // A bucket may grow while it is emptied (0-cost moves), so it is read by index.
  for (std::uint32_t here = 0; here < buckets.size(); ++here) {
    for (std::size_t i = 0; i < buckets[here].size(); ++i) {
      StateId id = buckets[here][i];
      if (settled[id] || cost[id] != here) continue;  // a stale entry: settled cheaper already
      settled[id] = true;
      progress.advance();
      for (std::uint64_t e = space.predecessors_begin[id]; e < space.predecessors_begin[id + 1]; ++e) {
        StateId from = space.predecessors[e];
        std::uint32_t through = here + space.predecessor_move_cost[e];
        if (settled[from] || through >= cost[from]) continue;
        cost[from] = through;
        if (through >= buckets.size()) buckets.resize(through + 1);
        buckets[through].push_back(from);
      }
    }
    std::vector<StateId>().swap(buckets[here]);  // emptied for good: give the memory back
  }
  return cost;
}

}  // namespace polyplan
