#pragma once
#include <cstdint>
#include <vector>

#include "heuristics/pdb/abstract_space.hpp"

namespace polyplan {

inline constexpr std::uint32_t kNoPathToGoal = UINT32_MAX;

// The cheapest cost from every abstract state to an abstract goal state, or kNoPathToGoal:
// Dijkstra from all goal states at once over the stored predecessors, with buckets indexed by
// cost (Dial's algorithm). Move costs are small integers and may be 0, so buckets beat a heap and
// a 0-cost move simply lands in the bucket being emptied. `progress` advances once per settled
// state.
std::vector<std::uint32_t> backward_costs(const AbstractSpace& space, BuildProgress& progress);

}  // namespace polyplan
