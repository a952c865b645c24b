#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

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
// Boost's biconnected_components: it runs once per state a macro looks at, hundreds of thousands
// of times a minute, and Boost's (a filtered graph's iterators, a colour map and an edge stack
// made per call) ate most of what dropping the floods saved (XSokoban 41, FESS at 150 000
// expansions: 12.3-17.4 s with the floods, 11.4-11.7 s with Boost's pass, 10.8-10.9 s with this
// one).
//
// The pass labels the floor with every box a wall, once per state: the trip macro searches every
// box of a state and the packing macro several, and a pass per box was a quarter of the trip
// stage's time. Freeing the moving box's cell then joins the components that lie on the paths
// between its free neighbours in the tree of components (every cycle through the cell runs along
// such a path), a walk of a few steps instead of a pass over the floor. The packing, hotspot and
// trip macros look at the same states one after the other, so they share one SideLinks
// (`shared_for`) and the state's labelling is made once for the three.
class SideLinks {
 public:
  explicit SideLinks(const SokobanBoard& board);
  // The SideLinks of this thread's live ones made for the same floor (the same neighbour table),
  // or a new one. A sharer's labelling holds until any sharer calls `label` again.
  static std::shared_ptr<SideLinks> shared_for(const SokobanBoard& board);

  // Labels the floor around a box that moves alone: cells `others` marks are walls, except
  // `vacated` (the moving box's own cell in the state). The floor without any box is labelled
  // again only when `others` differs from the last call's.
  void label(const BoxMap& others, int vacated);
  // Whether the agent beside a box on `cell`, on its side `from`, reaches its side `to`; both
  // sides must be free floor joined to the labelled part.
  bool joined(int cell, int from, int to) const { return edge(cell, from) == edge(cell, to); }
  // Whether the agent walks from `a` to `b` with every box a wall, the moving one included: which
  // sides of a box that has not moved yet the agent reaches. Both must be free floor.
  bool walks_between(int a, int b) const { return root_[at(a)] == root_[at(b)]; }

 private:
  static constexpr std::uint32_t kNoBlock = ~std::uint32_t{0};
  static std::size_t slot(int cell, int side) {
    return static_cast<std::size_t>(cell) * 4 + static_cast<std::size_t>(side);
  }
  static std::size_t at(int cell) { return static_cast<std::size_t>(cell); }
  int neighbour(int cell, int side) const { return neighbours_[at(cell)][static_cast<std::size_t>(side)]; }
  int floor_count() const { return static_cast<int>(neighbours_.size()); }

  void label_without_boxes(const BoxMap& boxes);
  void free_cell(const BoxMap& boxes, int cell);
  // The component of the floor edge from `cell` by `side` once the freed cell is counted in.
  std::uint32_t edge(int cell, int side) const {
    if (cell == freed_) return freed_edges_[static_cast<std::size_t>(side)];
    if (freed_ >= 0 && neighbour(cell, side) == freed_) return freed_edges_[static_cast<std::size_t>((side + 2) % 4)];
    const std::uint32_t block = component_[slot(cell, side)];
    return merge_round_[block] == round_ ? merged_into_[block] : block;
  }

  struct Frame {
    int cell;
    int side;         // the next side to look at
    int parent_side;  // the side of `cell` the search came in by; -1 at a root
  };

  // A copy: a shared SideLinks outlives the macro whose board it was made from.
  std::vector<std::array<int, 4>> neighbours_;
  // The floor without boxes, as last labelled: its edges' components, and the tree they form.
  // A cell other than a root hangs from the component of the edge it was discovered by (`home_`);
  // a component hangs from the cell it was closed at (`top_`); `depth_` counts the components
  // between a cell and its root, so that two cells' paths up meet where the depths say.
  BoxMap labelled_for_;
  bool labelled_ = false;
  std::vector<std::uint32_t> component_;  // per cell and side: the edge's component
  std::vector<std::uint32_t> home_, depth_;
  std::vector<int> root_;  // per cell: the root of its part of the floor, -1 for walls and boxes
  std::vector<int> top_;   // per component
  std::vector<std::uint32_t> discovered_, low_;
  std::vector<int> parent_side_, order_;
  std::vector<Frame> frames_;
  std::vector<std::pair<int, int>> edges_;  // (cell, side), the edges of the components still open

  // The freed cell: its edges' components, and the components merged into them (those marked
  // with the current round).
  int freed_ = -1;
  std::array<std::uint32_t, 4> freed_edges_{};
  std::vector<std::uint32_t> merge_round_, merged_into_;
  std::uint32_t round_ = 0;
};

}  // namespace polyplan
