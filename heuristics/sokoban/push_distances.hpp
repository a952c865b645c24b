#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "domains/sokoban/board/agent_regions.hpp"

namespace polyplan {

// delta(b, m, g) of the paper's Section 2: the fewest pushes that bring a box from cell b to goal
// g when the agent starts on m and no other box is on the floor. Where the agent stands matters
// only up to which side of the box it can walk to, so the tables hold, per goal, the distance for
// each (box cell, side the agent stands on); the agent's component around the box (AgentRegions)
// picks the sides it can reach.
//
// Every state of the single-box level is (box cell, side), a push keeps the side (the agent steps
// into the cell the box left, which is on the same side of the box's new cell) and walking to
// another side of the box costs nothing when it avoids the box. The tables come from one 0-1 BFS
// per goal over reverse moves (pulls), from every side of the box on the goal.
class PushDistances {
 public:
  static constexpr int kInfinite = 0xFFFF;

  PushDistances(const SokobanBoard& board, const AgentRegions& regions);

  // The sides of a box on `box` that an agent on `agent` can reach around it, as a 4-bit mask
  // (bit d: the neighbour in direction d).
  unsigned reachable_sides(int box, int agent) const;
  // Pushes to bring the box to goal number `goal` (index into board.goals()) with the agent on
  // one of `sides`, or kInfinite.
  int distance(int goal, int box, unsigned sides) const;
  // distance(goal, box, sides) for every goal at once (goal_count() entries).
  std::span<const std::uint16_t> goal_row(int box, unsigned sides) const {
    const std::size_t goals = board_.goals().size();
    return {by_sides_.data() + (static_cast<std::size_t>(box) * 16 + sides) * goals, goals};
  }
  // The same to the nearest goal (0 on a goal).
  int nearest(int box, unsigned sides) const;
  // Pushes when the first push moves the box from `box` one cell in `direction`: 1 plus the rest
  // from the box's next cell with the agent where the box was. kInfinite when that cell is not
  // floor. Whether the agent can get behind the box is the caller's question (reachable_sides).
  int distance_after_push(int goal, int box, int direction) const;
  int goal_count() const { return static_cast<int>(board_.goals().size()); }

 private:
  int side_distance(int goal, int box, int side) const {
    return table_[(static_cast<std::size_t>(goal) * static_cast<std::size_t>(floor_) + static_cast<std::size_t>(box)) *
                      4 +
                  static_cast<std::size_t>(side)];
  }
  void search_from(int goal);

  const SokobanBoard& board_;
  const AgentRegions& regions_;
  int floor_ = 0;
  std::vector<std::uint16_t> table_;  // goal x cell x side
  // distance(goal, cell, sides) as cell x sides (the 16 masks) x goal: a matching reads every
  // goal of a box at once (its row of the cost matrix), one contiguous run in this order, for
  // 32 bytes per cell and goal.
  std::vector<std::uint16_t> by_sides_;
  std::vector<std::uint16_t> nearest_;  // cell x side: the minimum over goals
};

}  // namespace polyplan
