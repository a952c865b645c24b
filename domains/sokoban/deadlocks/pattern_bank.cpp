#include "domains/sokoban/deadlocks/pattern_bank.hpp"

#include "domains/sokoban/board/recent_by_layout.hpp"

namespace polyplan {

std::shared_ptr<PatternBank> PatternBank::of(const SokobanBoard& board, const std::string& kind) {
  static RecentByLayout<PatternBank> recent(4);
  std::vector<int> key = board.layout();
  key.insert(key.end(), kind.begin(), kind.end());
  return recent.get(std::move(key), [] { return std::make_shared<PatternBank>(); });
}

void PatternBank::publish(const std::vector<int>& cells, int agent_mark) {
  std::lock_guard lock(guard_);
  if (patterns_.size() < kMaxPatterns) patterns_.emplace_back(cells, agent_mark);
}

std::size_t PatternBank::fetch(std::size_t from, DeadlockPatterns& into) const {
  std::lock_guard lock(guard_);
  for (std::size_t i = from; i < patterns_.size(); ++i) into.add(patterns_[i].first, patterns_[i].second);
  return patterns_.size();
}

std::size_t PatternBank::size() const {
  std::lock_guard lock(guard_);
  return patterns_.size();
}

}  // namespace polyplan
