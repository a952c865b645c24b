#include "domains/sokoban/orders/level_order.hpp"

#include <algorithm>
#include <array>

namespace polyplan {
namespace {

// Whether the box on `start` can be pulled to a cell of `targets` while the boxes of `blocked`
// stay where they are. A breadth-first search over (box cell, side of the box the agent stands
// on): the agent may start on any free side (where it ends in a solution is not known), walks to
// another side when the floor without the boxes connects the two, and pulls by stepping away
// from the box, which follows it into the cell the agent left.
bool pulls_to_target(const SokobanBoard& board, int start, const std::vector<bool>& blocked,
                     const std::vector<bool>& targets) {
  if (targets[static_cast<std::size_t>(start)]) return true;
  const std::size_t n = static_cast<std::size_t>(board.floor_count());
  auto free = [&](int cell) { return cell != SokobanBoard::kNone && !blocked[static_cast<std::size_t>(cell)]; };
  // Per box cell, the component of the floor (without the boxes and the box) each side is in,
  // computed when the box first gets there; -1 for a side that is not free.
  std::vector<std::array<int, 4>> labels(n, {-2, -2, -2, -2});
  std::vector<int> component(n), stack;
  auto sides_of = [&](int box) -> const std::array<int, 4>& {
    std::array<int, 4>& label = labels[static_cast<std::size_t>(box)];
    if (label[0] != -2) return label;
    std::fill(component.begin(), component.end(), -1);
    for (int d = 0; d < 4; ++d) {
      int side = board.neighbour(box, d);
      label[static_cast<std::size_t>(d)] = -1;
      if (!free(side)) continue;
      if (component[static_cast<std::size_t>(side)] < 0) {
        component[static_cast<std::size_t>(side)] = d;
        stack.assign(1, side);
        while (!stack.empty()) {
          int cell = stack.back();
          stack.pop_back();
          for (int e = 0; e < 4; ++e) {
            int next = board.neighbour(cell, e);
            if (!free(next) || next == box || component[static_cast<std::size_t>(next)] >= 0) continue;
            component[static_cast<std::size_t>(next)] = d;
            stack.push_back(next);
          }
        }
      }
      label[static_cast<std::size_t>(d)] = component[static_cast<std::size_t>(side)];
    }
    return label;
  };
  std::vector<std::array<bool, 4>> seen(n, {false, false, false, false});
  std::vector<std::pair<int, int>> queue;  // (box cell, side)
  auto reach = [&](int box, int d) {
    if (seen[static_cast<std::size_t>(box)][static_cast<std::size_t>(d)]) return;
    seen[static_cast<std::size_t>(box)][static_cast<std::size_t>(d)] = true;
    queue.emplace_back(box, d);
  };
  for (int d = 0; d < 4; ++d)
    if (sides_of(start)[static_cast<std::size_t>(d)] >= 0) reach(start, d);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    auto [box, d] = queue[head];
    const std::array<int, 4>& label = sides_of(box);
    for (int e = 0; e < 4; ++e)
      if (label[static_cast<std::size_t>(e)] == label[static_cast<std::size_t>(d)]) reach(box, e);
    int agent = board.neighbour(box, d);
    if (!free(board.neighbour(agent, d))) continue;
    // The pull: the box moves onto the agent's cell, the agent stays on the same side of it.
    if (targets[static_cast<std::size_t>(agent)]) return true;
    reach(agent, d);
  }
  return false;
}

}  // namespace

LevelOrder::LevelOrder(const SokobanBoard& board, const std::vector<int>& initial_box_cells)
    : level_(static_cast<std::size_t>(board.floor_count()), -1) {
  const std::size_t n = static_cast<std::size_t>(board.floor_count());
  std::vector<bool> has_box(n, false), initial(n, false);
  for (int cell : initial_box_cells) initial[static_cast<std::size_t>(cell)] = true;
  std::vector<int> remaining = board.goals();
  for (int goal : remaining) has_box[static_cast<std::size_t>(goal)] = true;
  while (!remaining.empty()) {
    // One round decides every remaining box against the same boxes, so the order inside a round
    // does not matter.
    std::vector<int> removed, kept;
    for (int goal : remaining) {
      has_box[static_cast<std::size_t>(goal)] = false;
      (pulls_to_target(board, goal, has_box, initial) ? removed : kept).push_back(goal);
      has_box[static_cast<std::size_t>(goal)] = true;
    }
    const int round = static_cast<int>(goals_per_level_.size());
    std::vector<int>& assigned = removed.empty() ? kept : removed;
    for (int goal : assigned) {
      level_[static_cast<std::size_t>(goal)] = round;
      has_box[static_cast<std::size_t>(goal)] = false;
    }
    goals_per_level_.push_back(static_cast<int>(assigned.size()));
    if (removed.empty()) break;
    remaining = std::move(kept);
  }
  filled_.assign(goals_per_level_.size(), 0);
}

int LevelOrder::score(const std::vector<int>& box_cells) const {
  std::fill(filled_.begin(), filled_.end(), 0);
  for (int cell : box_cells)
    if (int l = level(cell); l >= 0) ++filled_[static_cast<std::size_t>(l)];
  int score = 0;
  for (int l = levels() - 1; l >= 0; --l) {
    score += filled_[static_cast<std::size_t>(l)];
    if (filled_[static_cast<std::size_t>(l)] < goals_per_level_[static_cast<std::size_t>(l)]) break;
  }
  return score;
}

}  // namespace polyplan
