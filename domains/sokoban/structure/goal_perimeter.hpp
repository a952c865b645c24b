#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "domains/cell_rings.hpp"
#include "domains/sokoban/board/cell_key_set.hpp"
#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// The states a few pushes from the solved level, found by a breadth-first search backwards from
// it: the boxes on the goals, the agent in any region they leave free, then pulls (the reverse of
// pushes) layer by layer until a budget of states. Each state keeps the push that takes it one
// layer back towards the solved level. A breadth-first search meets every state at its exact
// distance, so that push starts a shortest solution from it, and following the pushes state by
// state finishes the level in the fewest pushes: a forward search that reaches any of these
// states can finish there (meet_macro.hpp).
//
// A state is its boxes' cells, sorted, and the lowest floor cell of the agent's region, as the
// push rule makes its canonical agent. Only levels with as many goals as boxes have one solved
// box arrangement; the others get an empty perimeter.
class GoalPerimeter {
 public:
  // The push that leads from a state one step towards the solved level: the box on `box` goes one
  // cell in `direction`, and the agent's region afterwards has `agent_after` as its lowest cell.
  struct Step {
    std::uint16_t box;
    std::uint16_t agent_after;
    std::uint16_t distance;  // pushes to the solved level; 0 for the solved states themselves
    std::uint8_t direction;
  };

  // Stops after `max_states` states. A long build checks the open build budget (BuildBudget) and
  // stops with LimitReached at a limit.
  GoalPerimeter(const SokobanBoard& board, std::size_t max_states);

  // The state whose key is `key` (its boxes' cells sorted, then the lowest cell of the agent's
  // region), or null when it is not in the perimeter.
  const Step* find(std::span<const std::uint16_t> key) const;
  std::size_t size() const { return steps_.size(); }
  // Every state at most this many pushes from the solved level is in the perimeter (-1 when it
  // is empty; all of them when the search ran out of states before its budget).
  int complete_distance() const { return complete_distance_; }
  // Whether the pull search ran out of states within its budget: every state from which the
  // level can be solved is then in the perimeter.
  bool whole() const { return whole_; }
  std::size_t memory_bytes() const;

 private:
  // Adds the state whose key is in key_, with its step, when it is new.
  bool add(const Step& step);
  // The lowest cell the agent reaches from `from` around the boxes has_box_ marks; the region is
  // left in queue_.
  int flood(int from);

  const SokobanBoard& board_;
  std::size_t width_;        // the boxes, then the agent's mark
  CellKeySet states_;        // per state, its key, numbered in the order found
  std::vector<Step> steps_;  // per state
  int complete_distance_ = -1;
  bool whole_ = false;
  std::vector<unsigned char> has_box_;
  CellRings rings_;
  CellMarks reached_;
  CellMarks in_region_;  // the region of the state being expanded
  std::vector<int> queue_;
  std::vector<std::uint16_t> key_;  // the state being added
};

}  // namespace polyplan
