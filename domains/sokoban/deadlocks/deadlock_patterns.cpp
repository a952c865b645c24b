#include "domains/sokoban/deadlocks/deadlock_patterns.hpp"

#include <algorithm>

namespace polyplan {

DeadlockPatterns::DeadlockPatterns(int floor_count, std::size_t max_patterns)
    : max_patterns_(max_patterns), by_lowest_cell_(static_cast<std::size_t>(floor_count)) {}

void DeadlockPatterns::add(const std::vector<int>& cells, int agent_mark) {
  if (cells.empty() || patterns_.size() >= max_patterns_) return;
  by_lowest_cell_[static_cast<std::size_t>(cells.front())].push_back(patterns_.size());
  patterns_.push_back({cells, agent_mark});
}

bool DeadlockPatterns::matches(const std::vector<int>& boxes, const std::vector<unsigned char>& has_box,
                               const AgentMark& agent_mark) const {
  for (int box : boxes) {
    for (std::size_t index : by_lowest_cell_[static_cast<std::size_t>(box)]) {
      const Pattern& pattern = patterns_[index];
      const bool covered = std::all_of(pattern.cells.begin(), pattern.cells.end(),
                                       [&](int cell) { return has_box[static_cast<std::size_t>(cell)] != 0; });
      if (covered && agent_mark(pattern.cells) == pattern.agent_mark) return true;
    }
  }
  return false;
}

}  // namespace polyplan
