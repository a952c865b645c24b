#pragma once
#include <cstdint>
#include <optional>
#include <vector>

namespace polyplan {

// Duplicate pruning for depth-first search on sliding tiles (Taylor and Korf, "Pruning duplicate
// nodes in depth-first search", 1993): a finite-state machine over the blank's moves (left, up,
// right, down, as translator/frame_index.hpp numbers them) that refuses every move completing a
// forbidden string. A string w is forbidden when an earlier string v in (length, then
// alphabetical) order leads from the same start to the same board, and the blank's path of v
// stays inside the bounding box of w's (found by a breadth-first search over strings up to
// `depth` moves on an unbounded board). On a full rectangle a path that can make the moves of w
// can make those of v, so replacing w by v in any path gives a path to the same board that is
// earlier in the same order; the earliest path to a state, and so the earliest optimal plan,
// contains no forbidden string and is never pruned. The shortest forbidden strings are the
// moves that undo the one before; the longer ones are cycles and transpositions (two orders of
// the same moves, which IDA* would search twice).
//
// The machine is the Aho-Corasick automaton of the forbidden strings: a state is the longest
// suffix of the moves so far that is a proper prefix of some forbidden string.
class MoveAutomaton {
 public:
  static constexpr int kStart = 0;
  static constexpr int kForbidden = -1;

  // Finds the forbidden strings of up to `depth` moves (a breadth-first search over some 3^depth
  // strings: under a second and 100 MB for depth 12, half a minute and a gigabyte for 14).
  explicit MoveAutomaton(int depth);
  // The machine of a depth from its transitions (as `transitions()` gave them); nullopt when they
  // are not a machine's.
  static std::optional<MoveAutomaton> from_transitions(int depth, std::vector<std::int32_t> transitions,
                                                       std::size_t forbidden);

  // The state after `direction` from `state`, or kForbidden.
  int next(int state, int direction) const { return next_[std::size_t(state) * 4 + std::size_t(direction)]; }
  int states() const { return static_cast<int>(next_.size() / 4); }
  std::size_t forbidden_strings() const { return forbidden_; }
  int depth() const { return depth_; }
  const std::vector<std::int32_t>& transitions() const { return next_; }

 private:
  MoveAutomaton() = default;
  int depth_ = 0;
  std::size_t forbidden_ = 0;
  std::vector<std::int32_t> next_;  // per state and direction
};

}  // namespace polyplan
