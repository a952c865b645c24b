#include "domains/sokoban/deadlocks/corral_deadlock.hpp"

#include <algorithm>
#include <bit>

#include "domains/cell_flood.hpp"
#include "domains/sokoban/board/floor_flood.hpp"

namespace polyplan {

CorralDeadlock::CorralDeadlock(const SokobanBoard& board, const DeadSquares& dead_squares, int max_boxes,
                               int max_states, std::size_t max_patterns)
    : board_(board),
      dead_squares_(dead_squares),
      // A key holds the boxes and the agent's mark, each cell below kFree; on a larger floor the
      // test is off (no corral is ever small enough) rather than inexact.
      max_boxes_(board.floor_count() < Key::kFree ? std::min(max_boxes, Key::kSlots - 1) : 0),
      max_states_(max_states),
      has_box_(static_cast<std::size_t>(board.floor_count()), 0),
      all_boxes_(has_box_.size(), 0),
      corral_(has_box_.size()),
      this_corral_(has_box_.size()),
      flooded_(has_box_.size()),
      reached_(has_box_.size()),
      agent_walk_(has_box_.size()),
      side_walk_(has_box_.size()),
      words_((has_box_.size() + 63) / 64),
      rings_(board.task().frame()),
      child_reach_(words_, 0),
      interior_bits_(words_, 0),
      patterns_(board.floor_count(), max_patterns),
      freeze_(board, dead_squares) {
  seen_.reserve(static_cast<std::size_t>(max_states) + 1);
  std::vector<unsigned char> no_boxes(has_box_.size(), 0);
  floor_connected_ =
      board.floor_count() == 0 || (flood_from(0, no_boxes), static_cast<int>(region_.size()) == board.floor_count());
}

int CorralDeadlock::mark_outside_corral() {
  if (!floor_connected_) return -1;
  this_corral_.clear();
  for (int cell : corral_queue_) this_corral_.mark(cell);
  int cell = 0;
  while (this_corral_.marked(cell)) ++cell;  // the corral is never the whole floor: the agent is outside
  return cell;
}

int CorralDeadlock::flood_from(int agent, const std::vector<unsigned char>& boxes) {
  flooded_.clear();
  return flood_floor(board_, boxes, agent, flooded_, region_);
}

int CorralDeadlock::flood_around(int agent, const std::vector<int>& cells) {
  for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 1;
  const int mark = flood_from(agent, has_box_);
  for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 0;
  return mark;
}

bool CorralDeadlock::opens(int interior) const {
  int reached = 0;
  for (std::size_t w = 0; w < words_; ++w) reached += std::popcount(child_reach_[w] & interior_bits_[w]);
  return reached == interior;
}

bool CorralDeadlock::reach_after_push(const std::uint64_t* parent, int box, int target, int direction) {
  auto in = [](const std::uint64_t* bits, int cell) {
    return (bits[static_cast<std::size_t>(cell) / 64] >> (cell % 64)) & 1;
  };
  // The cell the box leaves, where the agent now stands, joins the region; a free cell beside it
  // outside the region would bring a second region in.
  for (int side : {(direction + 1) % 4, (direction + 3) % 4}) {
    const int beside = board_.neighbour(box, side);
    if (beside != SokobanBoard::kNone && !has_box_[static_cast<std::size_t>(beside)] && !in(parent, beside))
      return false;
  }
  // The cell the box enters leaves the region, which stays whole unless that cell was a bridge.
  const bool may_split = in(parent, target) && rings_.may_split(target, [&](int around) {
    return around == box || !has_box_[static_cast<std::size_t>(around)];
  });
  std::copy_n(parent, words_, child_reach_.begin());
  child_reach_[static_cast<std::size_t>(box) / 64] |= std::uint64_t{1} << (box % 64);
  child_reach_[static_cast<std::size_t>(target) / 64] &= ~(std::uint64_t{1} << (target % 64));
  return !may_split || cut_off_pockets(box, target);
}

CorralDeadlock::Walk CorralDeadlock::walk(int start, int target, const CellMarks* stop) {
  CellMarks& marks = stop ? side_walk_ : agent_walk_;
  marks.clear();
  marks.mark(start);
  bool met = false, too_long = false;
  flood_cells_until(
      start, walk_, [&](int cell, int d) { return board_.neighbour(cell, d); },
      [&](int next) {
        if (met || too_long || next == target || marks.marked(next) ||
            !((child_reach_[static_cast<std::size_t>(next) / 64] >> (next % 64)) & 1))
          return false;
        met = stop && stop->marked(next);
        too_long = !met && walk_.size() == kPocketWalk;
        if (met || too_long) return false;
        marks.mark(next);
        return true;
      },
      [&] { return met || too_long; });
  return met ? Walk::Met : too_long ? Walk::TooLong : Walk::Ended;
}

bool CorralDeadlock::cut_off_pockets(int from, int target) {
  if (walk(from, target, nullptr) == Walk::Ended) {
    std::fill(child_reach_.begin(), child_reach_.end(), 0);
    for (int cell : walk_) child_reach_[static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (cell % 64);
    return true;
  }
  // agent_walk_ now marks cells on the agent's side: a walk that meets one is on that side too.
  for (int d = 0; d < 4; ++d) {
    const int side = board_.neighbour(target, d);
    if (side == SokobanBoard::kNone || agent_walk_.marked(side) ||
        !((child_reach_[static_cast<std::size_t>(side) / 64] >> (side % 64)) & 1))
      continue;
    switch (walk(side, target, &agent_walk_)) {
      case Walk::TooLong:
        return false;
      case Walk::Met:
        break;
      case Walk::Ended:
        for (int cell : walk_) child_reach_[static_cast<std::size_t>(cell) / 64] &= ~(std::uint64_t{1} << (cell % 64));
        break;
    }
  }
  return true;
}

int CorralDeadlock::lowest_reached() const {
  for (std::size_t w = 0; w < words_; ++w)
    if (child_reach_[w] != 0) return static_cast<int>(w * 64) + std::countr_zero(child_reach_[w]);
  return -1;
}

void CorralDeadlock::reach_of_region() {
  std::fill(child_reach_.begin(), child_reach_.end(), 0);
  for (int cell : region_) child_reach_[static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (cell % 64);
}

bool CorralDeadlock::deadlocked(int agent, const std::vector<int>& boxes) {
  for (int cell : boxes) all_boxes_[static_cast<std::size_t>(cell)] = 1;
  flood_from(agent, all_boxes_);
  // The corral searches flood again, so the agent's own region is kept apart.
  reached_.clear();
  for (int cell : region_) reached_.mark(cell);
  corral_.clear();
  std::vector<int>& corral_boxes = corral_boxes_;
  std::vector<int>& queue = corral_queue_;
  bool found = false;
  // When the agent's region and the boxes cover the floor, every corral is boxes only: none is
  // worth a search (below), so the floor is not scanned for them.
  const bool has_interior = region_.size() + boxes.size() < static_cast<std::size_t>(board_.floor_count());
  for (int start = 0; has_interior && start < board_.floor_count() && !found; ++start) {
    if (reached_.marked(start) || corral_.marked(start)) continue;
    // One corral: the part of the floor, boxes included, that the agent does not reach.
    corral_boxes.clear();
    int interior = 0;
    queue.assign(1, start);
    corral_.mark(start);
    for (std::size_t head = 0; head < queue.size(); ++head) {
      int cell = queue[head];
      if (all_boxes_[static_cast<std::size_t>(cell)])
        corral_boxes.push_back(cell);
      else
        ++interior;
      for (int d = 0; d < 4; ++d) {
        int next = board_.neighbour(cell, d);
        if (next == SokobanBoard::kNone || reached_.marked(next) || corral_.marked(next)) continue;
        corral_.mark(next);
        queue.push_back(next);
      }
    }
    // Boxes with no empty cell behind them are open already, and a corral of every box is the
    // whole level: neither is worth a search.
    if (interior == 0 || static_cast<int>(corral_boxes.size()) > max_boxes_ || corral_boxes.size() == boxes.size())
      continue;
    if (std::all_of(corral_boxes.begin(), corral_boxes.end(), [&](int cell) { return board_.is_goal(cell); })) continue;
    std::sort(corral_boxes.begin(), corral_boxes.end());
    found = solvable(corral_boxes, agent, interior, mark_outside_corral()) == 0;
  }
  // The corral floods are done with, so the patterns' floods may reuse the scratch.
  if (!found && patterns_.enabled())
    found =
        patterns_.matches(boxes, all_boxes_, [&](const std::vector<int>& cells) { return flood_around(agent, cells); });
  for (int cell : boxes) all_boxes_[static_cast<std::size_t>(cell)] = 0;
  return found;
}

void CorralDeadlock::keep_reach() { reach_bits_.insert(reach_bits_.end(), child_reach_.begin(), child_reach_.end()); }

int CorralDeadlock::solvable(const std::vector<int>& cells, int agent, int interior, int agent_mark) {
  if (agent_mark >= 0)
    if (auto known = remembered_.find(key_of(cells, agent_mark)); known != remembered_.end()) return known->second;
  // The search starts from the flood's region in any case; with a mark given, that flood found it
  // again (the corral tests and the search counts checked it when this was written).
  const Key start = key_of(cells, flood_around(agent, cells));
  if (agent_mark < 0)
    if (auto known = remembered_.find(start); known != remembered_.end()) return known->second;
  ++searched_;
  const std::size_t count = cells.size();
  frontier_.assign(1, start);
  reach_bits_.clear();
  reach_of_region();  // flood_around left the start's reach in region_
  keep_reach();
  // The corral's empty cells, which a push that opens the corral lets the agent reach.
  std::fill(interior_bits_.begin(), interior_bits_.end(), 0);
  for (int cell = 0; cell < board_.floor_count(); ++cell)
    if (corral_.marked(cell) && !all_boxes_[static_cast<std::size_t>(cell)])
      interior_bits_[static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (cell % 64);
  seen_.clear();
  seen_.insert(start);
  auto all_on_goals = [&](const Key& node) {
    return std::all_of(node.slots.begin(), node.slots.begin() + static_cast<std::ptrdiff_t>(count),
                       [&](std::uint16_t cell) { return board_.is_goal(cell); });
  };
  int answer = 0;
  for (std::size_t head = 0; head < frontier_.size() && answer == 0; ++head) {
    const Key node = frontier_[head];
    if (all_on_goals(node)) {
      answer = 1;
      break;
    }
    for (std::size_t b = 0; b < count; ++b) has_box_[node.slots[b]] = 1;
    const std::size_t reach = head * words_;
    auto stands = [&](int cell) {
      return (reach_bits_[reach + static_cast<std::size_t>(cell) / 64] >> (cell % 64)) & 1;
    };
    for (std::size_t b = 0; b < count && answer == 0; ++b) {
      const int box = node.slots[b];
      for (int d = 0; d < 4; ++d) {
        int behind = board_.neighbour(box, (d + 2) % 4), target = board_.neighbour(box, d);
        if (behind == SokobanBoard::kNone || target == SokobanBoard::kNone) continue;
        if (has_box_[static_cast<std::size_t>(target)] || dead_squares_.dead(target)) continue;
        if (!stands(behind)) continue;
        // One box moves, so one pass of insertion keeps the cells sorted.
        Key child = node;
        std::size_t at = b;
        child.slots[at] = static_cast<std::uint16_t>(target);
        for (; at > 0 && child.slots[at - 1] > child.slots[at]; --at) std::swap(child.slots[at - 1], child.slots[at]);
        for (; at + 1 < count && child.slots[at + 1] < child.slots[at]; ++at)
          std::swap(child.slots[at + 1], child.slots[at]);
        child_cells_.assign(child.slots.begin(), child.slots.begin() + static_cast<std::ptrdiff_t>(count));
        if (freeze_.deadlocked(child_cells_)) continue;
        // The child's region, read off this state's when the cells around the push decide it, is
        // what the floods here cost otherwise: they were most of the corral test's time.
        if (!reach_after_push(reach_bits_.data() + reach, box, target, d)) {
          has_box_[static_cast<std::size_t>(box)] = 0;
          has_box_[static_cast<std::size_t>(target)] = 1;
          flood_from(box, has_box_);
          has_box_[static_cast<std::size_t>(target)] = 0;
          has_box_[static_cast<std::size_t>(box)] = 1;
          reach_of_region();
        }
        child.slots[count] = static_cast<std::uint16_t>(lowest_reached());
        if (opens(interior)) {
          answer = -1;
          break;
        }
        if (!seen_.insert(child).second) continue;
        if (static_cast<int>(seen_.size()) > max_states_) {
          answer = -1;
          break;
        }
        frontier_.push_back(child);
        keep_reach();
      }
    }
    for (std::size_t b = 0; b < count; ++b) has_box_[node.slots[b]] = 0;
  }
  undecided_ += answer == -1;
  if (answer == 0) patterns_.add(cells, start.slots[count]);
  // Bounded like any cache: past a million corrals start afresh.
  if (remembered_.size() > 1'000'000) remembered_.clear();
  remembered_.emplace(start, answer);
  return answer;
}

}  // namespace polyplan
