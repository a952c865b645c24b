#include "domains/sokoban/deadlocks/pattern_bank.hpp"

namespace polyplan {

std::shared_ptr<PatternBank> PatternBank::of(const SokobanBoard& board, const std::string& kind) {
  // A portfolio works on one level; a bench runs levels one after another, so a few suffice.
  static std::mutex guard;
  static std::vector<std::pair<std::vector<int>, std::shared_ptr<PatternBank>>> recent;
  constexpr std::size_t kKept = 4;
  std::vector<int> key = board.layout();
  key.insert(key.end(), kind.begin(), kind.end());
  std::lock_guard lock(guard);
  for (const auto& [known, bank] : recent)
    if (known == key) return bank;
  if (recent.size() == kKept) recent.erase(recent.begin());
  recent.emplace_back(std::move(key), std::make_shared<PatternBank>());
  return recent.back().second;
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
