#include "heuristics/pdb/backward_costs.hpp"

#include "translator/build_budget.hpp"

namespace polyplan {

std::vector<std::uint32_t> backward_costs(const AbstractSpace& space, BuildProgress& progress) {
  std::vector<std::uint32_t> cost(space.states(), kNoPathToGoal);
  std::vector<std::vector<StateId>> buckets(1);
  for (StateId goal : space.goals) {
    cost[goal] = 0;
    buckets[0].push_back(goal);
  }
  std::vector<bool> settled(space.states(), false);
  // What the build holds besides the buckets: the space itself and the costs.
  const std::size_t held = space.registry->memory_bytes() + space.predecessors.capacity() * sizeof(StateId) +
                           space.predecessors_begin.capacity() * sizeof(std::uint64_t) +
                           space.predecessor_move_cost.capacity() + cost.capacity() * sizeof(std::uint32_t) +
                           settled.capacity() / 8;
  std::size_t settled_count = 0;
  // A bucket may grow while it is emptied (0-cost moves), so it is read by index.
  for (std::uint32_t here = 0; here < buckets.size(); ++here) {
    for (std::size_t i = 0; i < buckets[here].size(); ++i) {
      StateId id = buckets[here][i];
      if (settled[id] || cost[id] != here) continue;  // a stale entry: settled cheaper already
      settled[id] = true;
      if ((++settled_count & 0xFFF) == 0) BuildBudget::check(held);
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
