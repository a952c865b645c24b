#pragma once
#include <cstddef>
#include <functional>
#include <vector>

namespace polyplan {

// Deadlock patterns learned from corral searches (corral_deadlock.hpp). A corral search that runs
// out of pushes proves that its boxes B, alone on the board with the agent in one component of
// the floor around them, can never all stand on goals. That holds in every state that has a box
// on each cell of B and the agent in the same component of the floor less B: the state's other
// boxes only stand in the way, and a solution's pushes of B's boxes would solve the level of B
// alone. So each proved corral is kept as a pattern and tested against later states, where it may
// lie inside a corral too large for the corral search (more boxes than its bound, or one whose
// search runs out of budget on the other boxes) or inside no corral at all.
//
// Patterns are filed under their lowest cell, so that a state looks only at the patterns whose
// lowest cell holds one of its boxes; the component test, one flood of the floor (the corral
// search's own), runs only for a pattern whose every cell holds a box.
class DeadlockPatterns {
 public:
  // The lowest cell of the agent's component of the floor less `cells` (sorted box cells).
  using AgentMark = std::function<int(const std::vector<int>& cells)>;

  DeadlockPatterns(int floor_count, std::size_t max_patterns);
  bool enabled() const { return max_patterns_ > 0; }

  // A proved pattern: `cells` sorted, `agent_mark` the lowest cell of the agent's component of
  // the floor less `cells`. Past max_patterns, patterns are no longer added (the test's cost
  // grows with their number; the first ones are those met soonest).
  void add(const std::vector<int>& cells, int agent_mark);
  // Whether some pattern holds in the state of `boxes` (its boxes' cells) with `has_box` marking
  // them; `agent_mark` tells the agent's component around a pattern's cells.
  bool matches(const std::vector<int>& boxes, const std::vector<unsigned char>& has_box,
               const AgentMark& agent_mark) const;

 private:
  struct Pattern {
    std::vector<int> cells;
    int agent_mark;
  };
  std::size_t max_patterns_;
  std::vector<Pattern> patterns_;
  std::vector<std::vector<std::size_t>> by_lowest_cell_;  // per cell, the patterns whose lowest cell it is
};

}  // namespace polyplan
