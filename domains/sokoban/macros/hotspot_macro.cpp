#include "domains/sokoban/macros/hotspot_macro.hpp"

#include <algorithm>

#include "domains/sokoban/board/single_box_pushes.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/macros/push_macro.hpp"
#include "domains/sokoban/structure/hotspots.hpp"

namespace polyplan {
namespace {

class HotspotMoves {
 public:
  explicit HotspotMoves(const Task& task)
      : board_(task, "macros=hotspot"),
        has_box_(board_),
        hotspots_(board_),
        pushes_(board_),
        placements_(task, board_) {}

  void extend(StateView state, std::vector<Move>& moves) {
    board_.box_cells(state, boxes_);
    ranked_.clear();
    for (int b = 0; b < board_.box_count(); ++b)
      if (int blocked = hotspots_.blocked_by(boxes_[static_cast<std::size_t>(b)], boxes_); blocked > 0)
        ranked_.emplace_back(-blocked, b);
    if (ranked_.empty()) return;
    std::sort(ranked_.begin(), ranked_.end());
    if (ranked_.size() > kMoves) ranked_.resize(kMoves);
    has_box_.fill(boxes_);
    const int agent = board_.agent_cell(state);
    for (auto [least, b] : ranked_) {
      const int from = boxes_[static_cast<std::size_t>(b)];
      others_.clear();
      for (int cell : boxes_)
        if (cell != from) others_.push_back(cell);
      auto out_of_the_way = [&](int cell) {
        return !board_.is_goal(cell) && hotspots_.live(cell) && hotspots_.blocked_by(cell, others_) == 0;
      };
      auto path = pushes_.nearest(has_box_, from, from, agent, out_of_the_way);
      if (!path) continue;
      moves.push_back(
          single_box_move(board_.boxes()[static_cast<std::size_t>(b)], from, *path, has_box_, pushes_, placements_));
    }
    has_box_.clear(boxes_);
  }

 private:
  // Two moves: the worst hotspot is often one of a pair that block each other's way.
  static constexpr std::size_t kMoves = 2;

  SokobanBoard board_;
  BoxMap has_box_;
  Hotspots hotspots_;
  SingleBoxPushes pushes_;
  PushPlacements placements_;
  std::vector<int> boxes_, others_;
  std::vector<std::pair<int, int>> ranked_;  // (-blocked, box)
};

}  // namespace

MoveMacroPlugin hotspot_macro() {
  return push_macro_plugin<HotspotMoves>(
      "hotspot",
      "up to two more moves per state: each of the boxes that cut the most others off from every goal pushed to "
      "the nearest cell where it blocks none (FESS's hotspot advisor; any plan)",
      false, "it moves a box out of the way in one move");
}

}  // namespace polyplan
