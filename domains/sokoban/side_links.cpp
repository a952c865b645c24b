#include "domains/sokoban/side_links.hpp"

#include <algorithm>

namespace polyplan {

SideLinks::SideLinks(const SokobanBoard& board)
    : board_(board),
      component_(static_cast<std::size_t>(board.floor_count()) * 4, 0),
      discovered_(static_cast<std::size_t>(board.floor_count()), 0),
      low_(static_cast<std::size_t>(board.floor_count()), 0),
      visit_(static_cast<std::size_t>(board.floor_count()), 0) {}

void SideLinks::label(const BoxMap& others, int vacated, int box) {
  ++labelling_;
  std::uint32_t time = 0;
  auto discover = [&](int cell, int parent_side) {
    const auto at = static_cast<std::size_t>(cell);
    visit_[at] = labelling_;
    discovered_[at] = low_[at] = time++;
    frames_.push_back({cell, 0, parent_side});
  };
  auto seen = [&](int cell) { return visit_[static_cast<std::size_t>(cell)] == labelling_; };
  // Pops the edges of a finished component down to and including (cell, side); both ends of each
  // edge record its component.
  auto close = [&](int cell, int side) {
    const std::uint32_t id = next_component_++;
    for (;;) {
      auto [from, by] = edges_.back();
      edges_.pop_back();
      component_[slot(from, by)] = id;
      component_[slot(board_.neighbour(from, by), (by + 2) % 4)] = id;
      if (from == cell && by == side) return;
    }
  };
  frames_.clear();
  edges_.clear();
  discover(box, -1);
  while (!frames_.empty()) {
    Frame& frame = frames_.back();
    if (frame.side == 4) {
      const Frame done = frame;
      frames_.pop_back();
      if (frames_.empty()) break;
      const int parent = frames_.back().cell, by = (done.parent_side + 2) % 4;
      const auto up = static_cast<std::size_t>(parent), down = static_cast<std::size_t>(done.cell);
      low_[up] = std::min(low_[up], low_[down]);
      // Nothing below `done` climbs above `parent`: the edges from parent-done on form a block.
      if (low_[down] >= discovered_[up]) close(parent, by);
      continue;
    }
    const int cell = frame.cell, side = frame.side++;
    if (side == frame.parent_side) continue;
    const int next = board_.neighbour(cell, side);
    if (!free(others, vacated, next)) continue;
    if (!seen(next)) {
      edges_.emplace_back(cell, side);
      discover(next, (side + 2) % 4);
    } else if (discovered_[static_cast<std::size_t>(next)] < discovered_[static_cast<std::size_t>(cell)]) {
      // A back edge to an ancestor (each is met from its lower end only, so stored once).
      edges_.emplace_back(cell, side);
      low_[static_cast<std::size_t>(cell)] =
          std::min(low_[static_cast<std::size_t>(cell)], discovered_[static_cast<std::size_t>(next)]);
    }
  }
}

}  // namespace polyplan
