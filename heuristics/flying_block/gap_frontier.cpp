#include "heuristics/flying_block/gap_frontier.hpp"

#include <algorithm>
#include <climits>

namespace polyplan {

GapFrontier::GapFrontier(const TargetPath& path) : path_(path) {
  constexpr int kNone = INT_MAX / 4;
  std::size_t size = static_cast<std::size_t>(path.placements());
  frontier_.assign(size, {});
  // fewest[p]: fewest full steps (the last one free) over walks of at most `steps` steps from p
  // to a goal. Bellman-Ford rounds; a round that changes nothing ends it, as no later one could.
  std::vector<int> fewest(size, kNone), next(size);
  std::vector<char> goal(size, 0);
  for (int placement : path.goals()) {
    goal[std::size_t(placement)] = 1;
    fewest[std::size_t(placement)] = 0;
    frontier_[std::size_t(placement)].emplace_back(0, 0);
  }
  for (int steps = 1; steps <= static_cast<int>(size) + 1; ++steps) {
    bool changed = false;
    for (std::size_t p = 0; p < size; ++p) {
      int best = fewest[p];
      const auto& neighbours = path.neighbours(static_cast<int>(p));
      const auto& full = path.full_steps(static_cast<int>(p));
      for (std::size_t i = 0; i < neighbours.size(); ++i) {
        std::size_t q = static_cast<std::size_t>(neighbours[i]);
        if (fewest[q] >= kNone) continue;
        // A full step counts unless it is the walk's last, i.e. unless it ends on a goal.
        best = std::min(best, fewest[q] + (full[i] && !goal[q] ? 1 : 0));
      }
      next[p] = best;
      if (best < fewest[p]) {
        frontier_[p].emplace_back(steps, best);
        changed = true;
      }
    }
    fewest.swap(next);
    if (!changed) break;
  }
}

int GapFrontier::bound(int placement, const StepClearance& clearance, int blockers,
                       std::span<const int> short_walk_blockers) const {
  constexpr int kNone = INT_MAX / 4;
  int shortest = path_.distance(placement);
  int horizon = static_cast<int>(short_walk_blockers.size());
  // Walks of fewer than shortest + horizon steps meet their own blocker bound below; fewest_gaps_[j]
  // is the fewest forced gaps over those of shortest + j steps.
  fewest_gaps_.assign(std::size_t(horizon), kNone);
  int best = INT_MAX;
  const auto& neighbours = path_.neighbours(placement);
  const auto& full = path_.full_steps(placement);
  for (std::size_t i = 0; i < neighbours.size(); ++i) {
    int to = neighbours[i];
    int before = clearance.moves_before(path_.placement_bits(to));
    for (auto [steps, fulls] : frontier_[static_cast<std::size_t>(to)]) {
      int gaps = fulls + (full[i] && steps > 0 ? 1 : 0) + before;
      int j = 1 + steps - shortest;
      if (j < horizon)
        fewest_gaps_[std::size_t(j)] = std::min(fewest_gaps_[std::size_t(j)], gaps);
      else
        best = std::min(best, 1 + steps + std::max(gaps, blockers));
    }
  }
  smoothed_.resize(std::size_t(horizon));
  int smoothed = blockers;  // the bound for walks of shortest + horizon steps or more
  for (int j = horizon - 1; j >= 0; --j) {
    smoothed = std::min(short_walk_blockers[std::size_t(j)], smoothed + 1);
    smoothed_[std::size_t(j)] = smoothed;
  }
  int gaps = kNone;  // over walks of at most shortest + j steps
  for (int j = 0; j < horizon; ++j) {
    gaps = std::min(gaps, fewest_gaps_[std::size_t(j)]);
    if (gaps < kNone) best = std::min(best, shortest + j + std::max(gaps, smoothed_[std::size_t(j)]));
  }
  return best;
}

}  // namespace polyplan
