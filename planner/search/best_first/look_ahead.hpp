#pragma once
#include <algorithm>
#include <cstdint>

namespace polyplan {

// When a best-first search makes the successors of the state at the open list's front, and stages
// its children, before the expansion at hand has queued its own (best_first_search.cpp). The
// staged children's table slots then come from memory while the expansion at hand finishes,
// instead of stalling the next one. The work is wasted when that state is not the one popped
// next: a child queued before it (greedy search, depth ties, LIFO) took its place. A search whose
// fronts hold (A* with FIFO ties, uniform cost) looks ahead at every expansion; after a miss the
// look-ahead rests for a while, twice as long after each further miss, and every hit halves the
// next rest, so that a search whose children go first wastes a look-ahead only now and then.
class LookAheadPolicy {
 public:
  // Whether to look ahead at this expansion.
  bool wanted() {
    if (rest_ == 0) return true;
    --rest_;
    return false;
  }
  void hit() { backoff_ /= 2; }
  void missed() {
    backoff_ = std::min(2 * backoff_ + 1, kLongestRest);
    rest_ = backoff_;
  }

 private:
  static constexpr std::uint32_t kLongestRest = 4096;  // expansions
  std::uint32_t backoff_ = 0;                          // the last rest's length, which the next miss doubles
  std::uint32_t rest_ = 0;                             // expansions left without look-ahead
};

}  // namespace polyplan
