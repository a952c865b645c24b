#include "heuristics/sokoban/push_distances.hpp"

#include <algorithm>
#include <deque>

namespace polyplan {

PushDistances::PushDistances(const SokobanBoard& board, const AgentRegions& regions)
    : board_(board), regions_(regions), floor_(board.floor_count()) {
  table_.assign(board.goals().size() * static_cast<std::size_t>(floor_) * 4, kInfinite);
  for (int goal = 0; goal < goal_count(); ++goal) search_from(goal);
  const std::size_t goals = board.goals().size();
  by_sides_.resize(static_cast<std::size_t>(floor_) * 16 * goals);
  for (int cell = 0; cell < floor_; ++cell)
    for (unsigned sides = 0; sides < 16; ++sides)
      for (std::size_t goal = 0; goal < goals; ++goal)
        by_sides_[(static_cast<std::size_t>(cell) * 16 + sides) * goals + goal] =
            static_cast<std::uint16_t>(distance(static_cast<int>(goal), cell, sides));
  nearest_.assign(static_cast<std::size_t>(floor_) * 4, kInfinite);
  for (int goal = 0; goal < goal_count(); ++goal)
    for (int cell = 0; cell < floor_; ++cell)
      for (int side = 0; side < 4; ++side) {
        std::uint16_t& best = nearest_[static_cast<std::size_t>(cell) * 4 + static_cast<std::size_t>(side)];
        best = std::min(best, static_cast<std::uint16_t>(side_distance(goal, cell, side)));
      }
}

void PushDistances::search_from(int goal) {
  std::uint16_t* distance = table_.data() + static_cast<std::size_t>(goal) * static_cast<std::size_t>(floor_) * 4;
  auto at = [&](int cell, int side) -> std::uint16_t& {
    return distance[static_cast<std::size_t>(cell) * 4 + static_cast<std::size_t>(side)];
  };
  // 0-1 BFS: walking around the box costs 0 (front of the deque), a pull costs 1 (back).
  std::deque<std::pair<int, int>> queue;
  int goal_cell = board_.goals()[static_cast<std::size_t>(goal)];
  for (int side = 0; side < 4; ++side)
    if (board_.neighbour(goal_cell, side) != SokobanBoard::kNone) {
      at(goal_cell, side) = 0;
      queue.emplace_back(goal_cell, side);
    }
  while (!queue.empty()) {
    auto [cell, side] = queue.front();
    queue.pop_front();
    int here = at(cell, side);
    int agent = board_.neighbour(cell, side);
    for (int other = 0; other < 4; ++other) {
      int beside = board_.neighbour(cell, other);
      if (other == side || beside == SokobanBoard::kNone || at(cell, other) <= here ||
          !regions_.connected(cell, agent, beside))
        continue;
      at(cell, other) = static_cast<std::uint16_t>(here);
      queue.emplace_front(cell, other);
    }
    // The push that led here started with the box where the agent is now and the agent one cell
    // further on the same side.
    int behind = board_.neighbour(agent, side);
    if (behind == SokobanBoard::kNone || at(agent, side) <= here + 1) continue;
    at(agent, side) = static_cast<std::uint16_t>(here + 1);
    queue.emplace_back(agent, side);
  }
}

unsigned PushDistances::reachable_sides(int box, int agent) const {
  unsigned sides = 0;
  for (int side = 0; side < 4; ++side) {
    int beside = board_.neighbour(box, side);
    if (beside != SokobanBoard::kNone && regions_.connected(box, agent, beside)) sides |= 1u << side;
  }
  return sides;
}

int PushDistances::distance(int goal, int box, unsigned sides) const {
  if (board_.goals()[static_cast<std::size_t>(goal)] == box) return 0;
  int best = kInfinite;
  for (int side = 0; side < 4; ++side)
    if (sides & (1u << side)) best = std::min(best, side_distance(goal, box, side));
  return best;
}

int PushDistances::nearest(int box, unsigned sides) const {
  if (board_.is_goal(box)) return 0;
  int best = kInfinite;
  for (int side = 0; side < 4; ++side)
    if (sides & (1u << side))
      best = std::min(best, int(nearest_[static_cast<std::size_t>(box) * 4 + static_cast<std::size_t>(side)]));
  return best;
}

int PushDistances::distance_after_push(int goal, int box, int direction) const {
  int next = board_.neighbour(box, direction);
  if (next == SokobanBoard::kNone) return kInfinite;
  int rest = side_distance(goal, next, opposite(direction));
  return rest == kInfinite ? kInfinite : 1 + rest;
}

}  // namespace polyplan
