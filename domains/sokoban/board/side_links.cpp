#include "domains/sokoban/board/side_links.hpp"

#include <algorithm>

namespace polyplan {

SideLinks::SideLinks(const SokobanBoard& board)
    : neighbours_(board.neighbour_table()),
      labelled_for_(board),
      component_(static_cast<std::size_t>(board.floor_count()) * 4, kNoBlock),
      home_(static_cast<std::size_t>(board.floor_count()), kNoBlock),
      depth_(static_cast<std::size_t>(board.floor_count()), 0),
      root_(static_cast<std::size_t>(board.floor_count()), -1),
      discovered_(static_cast<std::size_t>(board.floor_count()), 0),
      low_(static_cast<std::size_t>(board.floor_count()), 0),
      parent_side_(static_cast<std::size_t>(board.floor_count()), -1),
      // A component has an edge of its own, and the floor has at most two edges per cell.
      merge_round_(static_cast<std::size_t>(board.floor_count()) * 2 + 1, 0),
      merged_into_(static_cast<std::size_t>(board.floor_count()) * 2 + 1, 0) {}

std::shared_ptr<SideLinks> SideLinks::shared_for(const SokobanBoard& board) {
  // Per thread: sharers call label and joined in turn, which two threads could not.
  thread_local std::vector<std::weak_ptr<SideLinks>> live;
  std::erase_if(live, [](const std::weak_ptr<SideLinks>& links) { return links.expired(); });
  for (const std::weak_ptr<SideLinks>& links : live)
    if (auto held = links.lock(); held && held->neighbours_ == board.neighbour_table()) return held;
  auto made = std::make_shared<SideLinks>(board);
  live.push_back(made);
  return made;
}

void SideLinks::label(const BoxMap& others, int vacated) {
  if (!labelled_ || !(labelled_for_ == others)) {
    label_without_boxes(others);
    labelled_for_ = others;
    labelled_ = true;
  }
  free_cell(others, vacated);
}

void SideLinks::label_without_boxes(const BoxMap& boxes) {
  std::fill(root_.begin(), root_.end(), -1);
  top_.clear();
  order_.clear();
  std::uint32_t time = 0;
  int root = -1;
  auto free = [&](int cell) { return cell != SokobanBoard::kNone && !boxes[cell]; };
  auto discover = [&](int cell, int parent_side) {
    root_[at(cell)] = root;
    discovered_[at(cell)] = low_[at(cell)] = time++;
    parent_side_[at(cell)] = parent_side;
    order_.push_back(cell);
    frames_.push_back({cell, 0, parent_side});
  };
  // Pops the edges of a finished component down to and including (cell, side); both ends of each
  // edge record its component, which hangs from `cell`.
  auto close = [&](int cell, int side) {
    const auto id = static_cast<std::uint32_t>(top_.size());
    top_.push_back(cell);
    for (;;) {
      auto [from, by] = edges_.back();
      edges_.pop_back();
      component_[slot(from, by)] = id;
      component_[slot(neighbour(from, by), (by + 2) % 4)] = id;
      if (from == cell && by == side) return;
    }
  };
  for (int start = 0; start < floor_count(); ++start) {
    if (!free(start) || root_[at(start)] >= 0) continue;
    root = start;
    frames_.clear();
    edges_.clear();
    discover(start, -1);
    while (!frames_.empty()) {
      Frame& frame = frames_.back();
      if (frame.side == 4) {
        const Frame done = frame;
        frames_.pop_back();
        if (frames_.empty()) break;
        const int parent = frames_.back().cell, by = (done.parent_side + 2) % 4;
        low_[at(parent)] = std::min(low_[at(parent)], low_[at(done.cell)]);
        // Nothing below `done` climbs above `parent`: the edges from parent-done on form a block.
        if (low_[at(done.cell)] >= discovered_[at(parent)]) close(parent, by);
        continue;
      }
      const int cell = frame.cell, side = frame.side++;
      if (side == frame.parent_side) continue;
      const int next = neighbour(cell, side);
      if (!free(next)) continue;
      if (root_[at(next)] < 0) {
        edges_.emplace_back(cell, side);
        discover(next, (side + 2) % 4);
      } else if (discovered_[at(next)] < discovered_[at(cell)]) {
        // A back edge to an ancestor (each is met from its lower end only, so stored once).
        edges_.emplace_back(cell, side);
        low_[at(cell)] = std::min(low_[at(cell)], discovered_[at(next)]);
      }
    }
  }
  // Parents are discovered before their children, so a cell's top has its depth already.
  for (int cell : order_) {
    const int side = parent_side_[at(cell)];
    if (side < 0) {
      home_[at(cell)] = kNoBlock;
      depth_[at(cell)] = 0;
      continue;
    }
    const std::uint32_t home = component_[slot(cell, side)];
    home_[at(cell)] = home;
    depth_[at(cell)] = depth_[at(top_[home])] + 1;
  }
}

void SideLinks::free_cell(const BoxMap& boxes, int cell) {
  if (++round_ == 0) {
    std::fill(merge_round_.begin(), merge_round_.end(), 0);
    round_ = 1;
  }
  freed_ = cell >= 0 && boxes[cell] ? cell : -1;
  if (freed_ < 0) return;
  const auto blocks = static_cast<std::uint32_t>(top_.size());
  std::array<int, 4> first_of_part{-1, -1, -1, -1};  // per side: the first side into the same part
  for (int d = 0; d < 4; ++d) {
    const int next = neighbour(cell, d);
    if (next == SokobanBoard::kNone || boxes[next]) continue;
    // The edges into one part of the floor form one component with everything on the paths
    // between their ends; an edge alone into its part is a bridge of its own.
    const auto id = blocks + static_cast<std::uint32_t>(d);
    freed_edges_[static_cast<std::size_t>(d)] = id;
    first_of_part[static_cast<std::size_t>(d)] = d;
    for (int e = 0; e < d; ++e) {
      const int earlier = neighbour(cell, e);
      if (first_of_part[static_cast<std::size_t>(e)] < 0 || root_[at(earlier)] != root_[at(next)]) continue;
      const int first = first_of_part[static_cast<std::size_t>(e)];
      first_of_part[static_cast<std::size_t>(d)] = first;
      freed_edges_[static_cast<std::size_t>(d)] = freed_edges_[static_cast<std::size_t>(first)];
      const std::uint32_t into = freed_edges_[static_cast<std::size_t>(first)];
      int u = neighbour(cell, first), w = next;
      while (u != w) {
        if (depth_[at(u)] < depth_[at(w)]) std::swap(u, w);
        const std::uint32_t home = home_[at(u)];
        merge_round_[home] = round_;
        merged_into_[home] = into;
        u = top_[home];
      }
      break;
    }
  }
}

}  // namespace polyplan
