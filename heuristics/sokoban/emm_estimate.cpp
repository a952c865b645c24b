#include "heuristics/sokoban/emm_estimate.hpp"

#include <algorithm>

#include "heuristics/heuristic.hpp"

namespace polyplan {

int EmmEstimate::estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent, const BoxMap& has_box) {
  const PushDistances& distances = tables.distances;
  int goals = distances.goal_count();
  int rows = static_cast<int>(boxes.size());
  // Frozen boxes and the goals under them leave in pairs, so rows <= goals as the matching needs.
  if (rows > goals) return Heuristic::kDeadEnd;
  matching_.reset(rows, goals);
  sides_.resize(boxes.size());
  Hungarian::Cost nearest_sum = 0;  // each box to its nearest goal: the bound without distinct goals
  for (int row = 0; row < rows; ++row) {
    int box = boxes[static_cast<std::size_t>(row)];
    unsigned sides = sides_[static_cast<std::size_t>(row)] = distances.reachable_sides(box, agent);
    Hungarian::Cost nearest = kNoPath;
    const std::span<const std::uint16_t> row_distances = distances.goal_row(box, sides);
    for (int goal = 0; goal < goals; ++goal) {
      const int distance = row_distances[static_cast<std::size_t>(goal)];
      Hungarian::Cost cost = matching_.cost(row, goal) = distance == PushDistances::kInfinite ? kNoPath : distance;
      nearest = std::min(nearest, cost);
    }
    if (nearest == kNoPath) return Heuristic::kDeadEnd;  // no need to match: this box reaches no goal at all
    nearest_sum += nearest;
  }
  Hungarian::Cost total = matching_.solve();
  if (total >= kNoPath) return matching_deadlocks_ ? Heuristic::kDeadEnd : static_cast<int>(nearest_sum);
  int conflicts = with_conflicts_ ? conflicts_.count(tables.board, distances, boxes, sides_, has_box, matching_) : 0;
  return static_cast<int>(total) + 2 * conflicts;
}

}  // namespace polyplan
