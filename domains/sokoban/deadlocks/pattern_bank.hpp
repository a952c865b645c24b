#pragma once
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/deadlocks/deadlock_patterns.hpp"

namespace polyplan {

// Deadlock patterns shared by every detector over the same level in this process. A portfolio's
// stages build their heuristics afresh (a FESS stage's finishing A* once per try), and each would
// otherwise learn again, search by search, what the stage before it had proved; with stages on
// several threads they learn side by side. A pattern holds on any state of the same floor and
// goals (deadlock_patterns.hpp), so the bank is keyed by the board's layout and by the kind of
// search that proved it. Detectors publish what they prove and take what others published now and
// then (fetch), so the test itself never waits on the lock.
class PatternBank {
 public:
  // The bank of `kind` for the board's layout; the few most recent layouts are kept.
  static std::shared_ptr<PatternBank> of(const SokobanBoard& board, const std::string& kind);

  void publish(const std::vector<int>& cells, int agent_mark);
  // Adds to `into` the patterns published from `from` on (a count of patterns); returns the
  // count to start from next time.
  std::size_t fetch(std::size_t from, DeadlockPatterns& into) const;
  std::size_t size() const;

 private:
  // A bank holds at most this many: the detectors' own stores stop there too.
  static constexpr std::size_t kMaxPatterns = 20'000;
  mutable std::mutex guard_;
  std::vector<std::pair<std::vector<int>, int>> patterns_;
};

}  // namespace polyplan
