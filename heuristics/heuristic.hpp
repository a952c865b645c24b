#pragma once
#include <climits>
#include <memory>
#include <string>
#include <vector>

#include "domains/environment.hpp"

namespace polyplan {

// An estimate of the cost from a state to the nearest goal. Heuristics are made per task (they
// may precompute tables) and may keep scratch buffers, so evaluate is not const.
class Heuristic {
 public:
  static constexpr int kDeadEnd = INT_MAX;
  virtual ~Heuristic() = default;
  virtual int evaluate(StateView state) = 0;
  // The estimate of `child`, reached from `parent` by one move. A heuristic may look at what the
  // move changed to search closer there (Sokoban's local deadlock search around the last push);
  // the answer may differ from evaluate(child) only by finding a dead end that evaluate misses, so
  // admissibility holds for both. Searches that know the parent call this one.
  virtual int evaluate_child(StateView child, StateView /*parent*/) { return evaluate(child); }
  // Bytes of the tables the heuristic built for its task, when they are large enough to matter
  // to a memory budget (searches count them beside their own).
  virtual std::size_t memory_bytes() const { return 0; }
  // What the estimate of `state` is made of, a line each, for `explain` (LM-cut: its landmarks);
  // empty when there is nothing to say beyond the value.
  virtual std::vector<std::string> explain(StateView) { return {}; }
  // Preferred operators (Fast Downward's name for FF's helpful actions), for heuristics that
  // declare them (HeuristicProperties::preferred_operators): mark_preferred works out the moves
  // its estimate of `state` would start with, and preferred then says whether `child`, a
  // successor of that state, is reached by one of them. A greedy search tries those first.
  virtual void mark_preferred(StateView /*state*/) {}
  virtual bool preferred(StateView /*parent*/, StateView /*child*/) const { return false; }
};

}  // namespace polyplan
