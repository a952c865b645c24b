#include "domains/sokoban/structure/goal_perimeter.hpp"

#include <algorithm>

#include "domains/sokoban/board/floor_flood.hpp"
#include "domains/sokoban/board/pull_region.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {

GoalPerimeter::GoalPerimeter(const SokobanBoard& board, std::size_t max_states)
    : board_(board),
      width_(static_cast<std::size_t>(board.box_count()) + 1),
      states_(width_),
      has_box_(static_cast<std::size_t>(board.floor_count()), 0),
      rings_(board.task().frame()),
      reached_(has_box_.size()),
      in_region_(has_box_.size()),
      key_(width_) {
  const std::vector<int>& goals = board.goals();
  // Cells and marks are kept in 16 bits, below the empty key's 0xFFFF.
  if (goals.size() != static_cast<std::size_t>(board.box_count()) || goals.empty() || board.floor_count() >= 0xFFFF ||
      max_states == 0)
    return;
  std::vector<int> solved(goals.begin(), goals.end());
  std::sort(solved.begin(), solved.end());
  for (std::size_t i = 0; i < solved.size(); ++i) key_[i] = static_cast<std::uint16_t>(solved[i]);
  // Layer 0: every region the boxes on the goals leave to the agent.
  for (int cell : solved) has_box_[static_cast<std::size_t>(cell)] = 1;
  std::vector<bool> covered(has_box_.size(), false);
  for (int cell = 0; cell < board.floor_count(); ++cell) {
    if (has_box_[static_cast<std::size_t>(cell)] || covered[static_cast<std::size_t>(cell)]) continue;
    const int mark = flood(cell);
    for (int reached : queue_) covered[static_cast<std::size_t>(reached)] = true;
    key_.back() = static_cast<std::uint16_t>(mark);
    add(Step{0, 0, 0, 0});
  }
  for (int cell : solved) has_box_[static_cast<std::size_t>(cell)] = 0;

  std::vector<std::uint16_t> state(width_);
  std::size_t layer_end = steps_.size();
  std::uint16_t distance = 0;
  complete_distance_ = 0;
  for (std::size_t head = 0; head < steps_.size(); ++head) {
    if (head == layer_end) {  // the layer before is expanded, so every state of the next one is found
      ++distance;
      layer_end = steps_.size();
    }
    complete_distance_ = distance;
    if ((head & 1023) == 0) BuildBudget::check(memory_bytes());
    std::copy_n(states_.key(head), width_, state.begin());
    const std::size_t boxes = width_ - 1;
    for (std::size_t b = 0; b < boxes; ++b) has_box_[state[b]] = 1;
    const int lowest = flood(state[boxes]);
    in_region_.clear();
    for (int cell : queue_) in_region_.mark(cell);
    bool full = false;
    for (std::size_t b = 0; b < boxes && !full; ++b) {
      const int box = state[b];
      for (int d = 0; d < 4; ++d) {
        // A pull: the agent beside the box steps away from it and the box follows onto its cell.
        const int agent = board.neighbour(box, d);
        if (agent == SokobanBoard::kNone || !in_region_.marked(agent)) continue;
        const int back = board.neighbour(agent, d);
        if (back == SokobanBoard::kNone || has_box_[static_cast<std::size_t>(back)]) continue;
        int mark = lowest_after_pull(board, rings_, has_box_, in_region_, box, agent, lowest);
        if (mark < 0) {
          has_box_[static_cast<std::size_t>(box)] = 0;
          has_box_[static_cast<std::size_t>(agent)] = 1;
          mark = flood(back);
          has_box_[static_cast<std::size_t>(agent)] = 0;
          has_box_[static_cast<std::size_t>(box)] = 1;
        }
        std::copy(state.begin(), state.end(), key_.begin());
        std::size_t at = b;
        key_[at] = static_cast<std::uint16_t>(agent);
        for (; at > 0 && key_[at - 1] > key_[at]; --at) std::swap(key_[at - 1], key_[at]);
        for (; at + 1 < boxes && key_[at + 1] < key_[at]; ++at) std::swap(key_[at + 1], key_[at]);
        key_.back() = static_cast<std::uint16_t>(mark);
        // Pushed back from `back`, the box on `agent` returns to `box`, the agent to `agent`,
        // inside this state's region.
        add(Step{static_cast<std::uint16_t>(agent), state[boxes], static_cast<std::uint16_t>(distance + 1),
                 static_cast<std::uint8_t>(opposite(d))});
        if (steps_.size() >= max_states) {
          full = true;
          break;
        }
      }
    }
    for (std::size_t b = 0; b < boxes; ++b) has_box_[state[b]] = 0;
    if (full) return;
  }
  whole_ = true;
}

int GoalPerimeter::flood(int from) {
  reached_.clear();
  return flood_floor(board_, has_box_, from, reached_, queue_);
}

bool GoalPerimeter::add(const Step& step) {
  const CellKeySet::Probe probe = states_.probe(key_.data());
  if (probe.found()) return false;
  // A growth doubles an array while the old one is still held, so it is checked against the
  // memory limit before it happens: between the build's periodic checks, the doublings alone
  // would otherwise take the tables to twice the limit.
  std::size_t growing = states_.growth_bytes();
  if (steps_.size() == steps_.capacity()) growing += 2 * std::max<std::size_t>(steps_.capacity(), 1) * sizeof(Step);
  if (growing > 0) BuildBudget::check(memory_bytes() + growing);
  states_.add(probe, key_.data());
  steps_.push_back(step);
  return true;
}

const GoalPerimeter::Step* GoalPerimeter::find(std::span<const std::uint16_t> key) const {
  if (steps_.empty() || key.size() != width_) return nullptr;
  const CellKeySet::Probe probe = states_.probe(key.data());
  return probe.found() ? &steps_[probe.index] : nullptr;
}

std::size_t GoalPerimeter::memory_bytes() const { return states_.memory_bytes() + steps_.capacity() * sizeof(Step); }

}  // namespace polyplan
