#include "domains/sokoban/deadlocks/local_deadlock.hpp"

#include <algorithm>
#include <array>

#include "domains/frame_symmetries.hpp"
#include "domains/sokoban/board/floor_flood.hpp"

namespace polyplan {

LocalDeadlock::LocalDeadlock(const SokobanBoard& board, const DeadSquares& dead_squares, Limits limits,
                             std::size_t max_patterns)
    : board_(board),
      dead_squares_(dead_squares),
      limits_(limits),
      freeze_(board, dead_squares),
      patterns_(board.floor_count(), max_patterns),
      has_box_(static_cast<std::size_t>(board.floor_count()), 0),
      state_boxes_(has_box_.size(), 0),
      window_(has_box_.size()),
      flooded_(has_box_.size()),
      words_((has_box_.size() + 63) / 64) {
  // A key holds the boxes and the agent's mark, each below kFree: on a larger floor, or with more
  // boxes than a key holds, the test is off rather than inexact.
  if (board.floor_count() >= BoxSetKey::kFree) limits_.max_boxes = 0;
  limits_.max_boxes = std::min(limits_.max_boxes, BoxSetKey::kSlots - 1);
  if (patterns_.enabled() && limits_.max_boxes > 0) {
    bank_ = PatternBank::of(board, "local");
    fetched_ = bank_->fetch(0, patterns_);
    keep_symmetries();
  }
}

void LocalDeadlock::keep_symmetries() {
  auto links = [&](int cell, const std::vector<int>& map) {
    std::array<int, 4> around{};
    for (int d = 0; d < 4; ++d) {
      const int next = board_.neighbour(cell, d);
      around[static_cast<std::size_t>(d)] = next == SokobanBoard::kNone ? -1 : map[static_cast<std::size_t>(next)];
    }
    std::sort(around.begin(), around.end());
    return around;
  };
  std::vector<int> identity(static_cast<std::size_t>(board_.floor_count()));
  for (int cell = 0; cell < board_.floor_count(); ++cell) identity[static_cast<std::size_t>(cell)] = cell;
  for (const FrameSymmetry& symmetry : frame_symmetries(board_.task().frame())) {
    if (symmetry.cell == identity) continue;
    // The frame's map keeps its floor; a pattern's image holds only where it keeps the goals too,
    // and the board's links (a board may have walls the frame does not).
    bool keeps = std::all_of(board_.goals().begin(), board_.goals().end(),
                             [&](int goal) { return board_.is_goal(symmetry.cell[static_cast<std::size_t>(goal)]); });
    for (int cell = 0; keeps && cell < board_.floor_count(); ++cell)
      keeps = links(symmetry.cell[static_cast<std::size_t>(cell)], identity) == links(cell, symmetry.cell);
    if (keeps) images_.push_back(symmetry.cell);
  }
}

void LocalDeadlock::publish(const std::vector<int>& cells, int agent_mark) {
  bank_->publish(cells, agent_mark);
  for (const std::vector<int>& map : images_) {
    image_cells_.clear();
    for (int cell : cells) image_cells_.push_back(map[static_cast<std::size_t>(cell)]);
    std::sort(image_cells_.begin(), image_cells_.end());
    bank_->publish(image_cells_, flood_around(map[static_cast<std::size_t>(agent_mark)], image_cells_));
  }
}

int LocalDeadlock::mark_around(int agent, const std::vector<int>& cells) {
  int lowest_outside = 0;
  while (std::binary_search(cells.begin(), cells.end(), lowest_outside)) ++lowest_outside;
  const BoxSetKey set = BoxSetKey::of(cells, BoxSetKey::kFree - 1);
  auto known = floor_whole_without_.find(set);
  if (known == floor_whole_without_.end()) {
    flood_around(lowest_outside, cells);
    const bool whole = region_.size() + cells.size() == static_cast<std::size_t>(board_.floor_count());
    if (floor_whole_without_.size() > 1'000'000) floor_whole_without_.clear();
    known = floor_whole_without_.emplace(set, whole).first;
  }
  return known->second ? lowest_outside : flood_around(agent, cells);
}

int LocalDeadlock::flood_around(int start, const std::vector<int>& cells) {
  for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 1;
  flooded_.clear();
  const int mark = flood_floor(board_, has_box_, start, flooded_, region_);
  for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 0;
  return mark;
}

void LocalDeadlock::keep_region() {
  const std::size_t at = regions_.size();
  regions_.resize(at + words_, 0);
  for (int cell : region_) regions_[at + static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (cell % 64);
}

void LocalDeadlock::take_window(int pushed, const std::vector<int>& boxes) {
  for (int cell : boxes) has_box_[static_cast<std::size_t>(cell)] = 1;
  window_.clear();
  window_.mark(pushed);
  window_cells_.assign(1, pushed);
  set_.clear();
  // Breadth-first over the floor, walls the only obstacles, one ring of distance at a time.
  std::size_t ring_start = 0;
  for (int distance = 0; distance <= limits_.reach; ++distance) {
    const std::size_t ring_end = window_cells_.size();
    for (std::size_t i = ring_start; i < ring_end; ++i) {
      const int cell = window_cells_[i];
      if (has_box_[static_cast<std::size_t>(cell)] && static_cast<int>(set_.size()) < limits_.max_boxes)
        set_.push_back(cell);
      if (distance == limits_.reach) continue;
      for (int d = 0; d < 4; ++d) {
        const int next = board_.neighbour(cell, d);
        if (next == SokobanBoard::kNone || window_.marked(next)) continue;
        window_.mark(next);
        window_cells_.push_back(next);
      }
    }
    ring_start = ring_end;
  }
  for (int cell : boxes) has_box_[static_cast<std::size_t>(cell)] = 0;
  std::sort(set_.begin(), set_.end());
}

bool LocalDeadlock::deadlocked(int agent, const std::vector<int>& boxes, int pushed) {
  if (limits_.max_boxes == 0 || pushed < 0) return false;
  take_window(pushed, boxes);
  if (std::all_of(set_.begin(), set_.end(), [&](int cell) { return board_.is_goal(cell); })) return false;
  const std::vector<int> cells = set_;
  return search(cells, agent) == 0;
}

bool LocalDeadlock::matches_pattern(int agent, const std::vector<int>& boxes) {
  if (!patterns_.enabled()) return false;
  for (int cell : boxes) state_boxes_[static_cast<std::size_t>(cell)] = 1;
  const bool found =
      patterns_.matches(boxes, state_boxes_, [&](const std::vector<int>& cells) { return flood_around(agent, cells); });
  for (int cell : boxes) state_boxes_[static_cast<std::size_t>(cell)] = 0;
  return found;
}

int LocalDeadlock::search(const std::vector<int>& cells, int agent) {
  const BoxSetKey start = BoxSetKey::of(cells, mark_around(agent, cells));
  if (auto known = remembered_.find(start); known != remembered_.end()) return known->second;
  if (bank_ && searched_ % kFetchEvery == 0) fetched_ = bank_->fetch(fetched_, patterns_);
  ++searched_;
  flood_around(agent, cells);  // the start's region, which the memory's key did not need
  states_.assign(1, start);
  regions_.clear();
  keep_region();
  stack_.assign(1, 0);
  seen_.clear();
  seen_.insert(start);
  auto count_of = [](const BoxSetKey& key) {
    return static_cast<std::size_t>(std::find(key.slots.begin(), key.slots.end(), BoxSetKey::kFree) -
                                    key.slots.begin()) -
           1;
  };
  int answer = 0;
  while (!stack_.empty() && answer == 0) {
    const std::size_t number = stack_.back();
    stack_.pop_back();
    const BoxSetKey node = states_[number];
    const std::size_t count = count_of(node);
    for (std::size_t b = 0; b < count; ++b) has_box_[node.slots[b]] = 1;
    auto stands = [&](int cell) {
      return (regions_[number * words_ + static_cast<std::size_t>(cell) / 64] >> (cell % 64)) & 1;
    };
    for (std::size_t b = 0; b < count && answer == 0; ++b) {
      const int box = node.slots[b];
      for (int d = 0; d < 4 && answer == 0; ++d) {
        const int behind = board_.neighbour(box, (d + 2) % 4), target = board_.neighbour(box, d);
        if (behind == SokobanBoard::kNone || target == SokobanBoard::kNone) continue;
        if (has_box_[static_cast<std::size_t>(target)] || dead_squares_.dead(target) || !stands(behind)) continue;
        child_cells_.clear();
        for (std::size_t o = 0; o < count; ++o)
          if (o != b) child_cells_.push_back(node.slots[o]);
        // A box pushed out of the window leaves the search: the relaxation that ends it quickly.
        if (window_.marked(target)) {
          child_cells_.push_back(target);
          std::sort(child_cells_.begin(), child_cells_.end());
        }
        if (std::all_of(child_cells_.begin(), child_cells_.end(), [&](int cell) { return board_.is_goal(cell); })) {
          answer = 1;
          break;
        }
        if (freeze_.deadlocked(child_cells_)) continue;
        for (std::size_t o = 0; o < count; ++o) has_box_[node.slots[o]] = 0;
        const BoxSetKey child = BoxSetKey::of(child_cells_, flood_around(box, child_cells_));
        for (std::size_t o = 0; o < count; ++o) has_box_[node.slots[o]] = 1;
        if (!seen_.insert(child).second) continue;
        if (static_cast<int>(seen_.size()) > limits_.max_states) {
          answer = -1;
          break;
        }
        stack_.push_back(states_.size());
        states_.push_back(child);
        keep_region();
      }
    }
    for (std::size_t b = 0; b < count; ++b) has_box_[node.slots[b]] = 0;
  }
  if (answer == 0) {
    ++proved_;
    // The detector's own patterns come back from the bank with the others' (so none is kept twice).
    if (bank_) {
      publish(cells, start.slots[cells.size()]);
      fetched_ = bank_->fetch(fetched_, patterns_);
    }
  }
  // Bounded like any cache: past a million sets start afresh.
  if (remembered_.size() > 1'000'000) remembered_.clear();
  remembered_.emplace(start, answer);
  return answer;
}

}  // namespace polyplan
