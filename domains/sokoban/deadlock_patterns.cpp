#include "domains/sokoban/deadlock_patterns.hpp"

#include <algorithm>

namespace polyplan {

DeadlockPatterns::DeadlockPatterns(const SokobanBoard& board, std::size_t max_patterns)
    : board_(board),
      max_patterns_(max_patterns),
      by_lowest_cell_(static_cast<std::size_t>(board.floor_count())),
      in_pattern_(static_cast<std::size_t>(board.floor_count())),
      flooded_(static_cast<std::size_t>(board.floor_count())) {}

void DeadlockPatterns::add(const std::vector<int>& cells, int agent_mark) {
  if (cells.empty() || patterns_.size() >= max_patterns_) return;
  by_lowest_cell_[static_cast<std::size_t>(cells.front())].push_back(patterns_.size());
  patterns_.push_back({cells, agent_mark});
}

int DeadlockPatterns::agent_mark(int agent, const Pattern& pattern) {
  in_pattern_.clear();
  for (int cell : pattern.cells) in_pattern_.mark(cell);
  flooded_.clear();
  flooded_.mark(agent);
  queue_.assign(1, agent);
  int lowest = agent;
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const int cell = queue_[head];
    lowest = std::min(lowest, cell);
    for (int d = 0; d < 4; ++d) {
      const int next = board_.neighbour(cell, d);
      if (next == SokobanBoard::kNone || flooded_.marked(next) || in_pattern_.marked(next)) continue;
      flooded_.mark(next);
      queue_.push_back(next);
    }
  }
  return lowest;
}

bool DeadlockPatterns::matches(int agent, const std::vector<int>& boxes, const std::vector<unsigned char>& has_box) {
  for (int box : boxes) {
    for (std::size_t index : by_lowest_cell_[static_cast<std::size_t>(box)]) {
      const Pattern& pattern = patterns_[index];
      const bool covered = std::all_of(pattern.cells.begin(), pattern.cells.end(),
                                       [&](int cell) { return has_box[static_cast<std::size_t>(cell)] != 0; });
      if (covered && agent_mark(agent, pattern) == pattern.agent_mark) return true;
    }
  }
  return false;
}

}  // namespace polyplan
