#pragma once
#include <cstdint>
#include <vector>

#include "domains/sokoban/sokoban_board.hpp"

namespace polyplan {

// Which sides of one moving box the agent can walk between, wherever the box stands, while the
// other boxes stay put. The agent beside the box on cell p can walk from neighbour a to neighbour
// b of p exactly when a and b are joined in the free floor without p, i.e. when the floor edges
// p-a and p-b lie on a common cycle: in one biconnected component. One depth-first pass over the
// floor thus answers every cell the box passes through, where the single-box searches used to
// flood the agent's region again at every box position (a third of FESS's time on XSokoban 41,
// most of it in the packing and hotspot macros' searches).
//
// The pass is Tarjan's lowpoint search written over the board's neighbour table rather than
// Boost's biconnected_components: it runs once per macro search, hundreds of thousands of times a
// minute, and Boost's (a filtered graph's iterators, a colour map and an edge stack made per call)
// ate most of what dropping the floods saved (XSokoban 41, FESS at 150 000 expansions: 12.3-17.4 s
// with the floods, 11.4-11.7 s with Boost's pass, 10.8-10.9 s with this one).
class SideLinks {
 public:
  explicit SideLinks(const SokobanBoard& board);

  // Labels the floor around a box on `box` that moves alone: cells `others` marks are walls,
  // except `vacated` (the moving box's own cell in the state). Only the part of the floor joined
  // to `box` is labelled, which is all the box and the agent beside it can reach.
  void label(const BoxMap& others, int vacated, int box);
  // Whether the agent beside a box on `cell`, on its side `from`, reaches its side `to`; both
  // sides must be free floor joined to the labelled part.
  bool joined(int cell, int from, int to) const { return component_[slot(cell, from)] == component_[slot(cell, to)]; }

 private:
  static std::size_t slot(int cell, int side) {
    return static_cast<std::size_t>(cell) * 4 + static_cast<std::size_t>(side);
  }
  bool free(const BoxMap& others, int vacated, int cell) const {
    return cell != SokobanBoard::kNone && (!others[cell] || cell == vacated);
  }

  struct Frame {
    int cell;
    int side;         // the next side to look at
    int parent_side;  // the side of `cell` the search came in by; -1 at the root
  };

  const SokobanBoard& board_;
  std::vector<std::uint32_t> component_;  // per cell and side: the edge's component
  std::vector<std::uint32_t> discovered_, low_;
  std::vector<std::uint32_t> visit_;  // the labelling a cell's discovery time belongs to
  std::uint32_t labelling_ = 0, next_component_ = 0;
  std::vector<Frame> frames_;
  std::vector<std::pair<int, int>> edges_;  // (cell, side), the edges of the components still open
};

}  // namespace polyplan
