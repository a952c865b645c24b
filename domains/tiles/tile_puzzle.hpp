#pragma once
#include <array>
#include <climits>
#include <cstdint>
#include <vector>

#include "domains/tiles/unit_tile_board.hpp"

namespace polyplan {

// The sliding-tile puzzle in the apply/undo form IncrementalIdaStar runs on. Moves are generated
// around the blank (at most four, one fewer when the last move is not to be undone), and the
// heuristic is told each move so it can update instead of recompute.
//
// Heuristic (an incremental tile heuristic, heuristics/tiles/incremental_*.hpp):
//   int initial(const std::uint8_t* tile_at, int blank);       h of a whole board
//   int apply(int tile, int from, int to, int h, int budget);  h after `tile` slid from -> to,
//                                                               or any value above `budget` when
//                                                               h exceeds it
//   void undo(int tile, int from, int to);                     forget the last apply
// The board array it is given stays valid and always shows the current state.
// One slide: the tile on `from` moves into the blank on `to`.
struct TileSlide {
  std::uint8_t from;
  std::uint8_t to;
};

template <class Heuristic>
class TilePuzzle {
 public:
  using Move = TileSlide;
  static constexpr int kMaxBranching = 4;

  TilePuzzle(const UnitTileBoard& board, Heuristic& heuristic)
      : board_(board), heuristic_(heuristic), tile_at_(board.start), blank_(board.start_blank) {
    for (int cell = 0; cell < board.cells; ++cell)
      for (int direction = 0; direction < 4; ++direction)
        if (int next = board.neighbour[std::size_t(cell)][std::size_t(direction)]; next >= 0)
          neighbours_[std::size_t(cell)].push_back(static_cast<std::uint8_t>(next));
    misplaced_ = board.misplaced(tile_at_);
    h_.push_back(heuristic_.initial(tile_at_.data(), blank_));
  }

  int heuristic() const { return h_.back(); }
  bool is_goal() const { return misplaced_ == 0; }

  int moves(const Move* parent, std::array<Move, kMaxBranching>& out) const {
    int count = 0;
    const Neighbours& around = neighbours_[std::size_t(blank_)];
    for (int i = 0; i < around.count; ++i)
      if (!parent || around.cell[i] != parent->to)
        out[std::size_t(count++)] = Move{around.cell[i], static_cast<std::uint8_t>(blank_)};
    return count;
  }

  int apply(const Move& move, int budget = INT_MAX) {
    std::uint8_t tile = tile_at_[move.from];
    tile_at_[move.to] = tile;
    tile_at_[move.from] = UnitTileBoard::kBlank;
    blank_ = move.from;
    misplaced_ += home(tile, move.from) - home(tile, move.to);
    h_.push_back(heuristic_.apply(tile, move.from, move.to, h_.back(), budget));
    return h_.back();
  }

  void undo(const Move& move) {
    std::uint8_t tile = tile_at_[move.to];
    heuristic_.undo(tile, move.from, move.to);
    tile_at_[move.from] = tile;
    tile_at_[move.to] = UnitTileBoard::kBlank;
    blank_ = move.to;
    misplaced_ += home(tile, move.to) - home(tile, move.from);
    h_.pop_back();
  }

  const std::vector<std::uint8_t>& tiles() const { return tile_at_; }

 private:
  int home(std::uint8_t tile, int cell) const { return board_.goal_cell[tile] == cell ? 1 : 0; }

  // Per cell, only the cells there are (no wall checks in the inner loop). Sized for the
  // largest board (255 cells) so the table never moves.
  struct Neighbours {
    std::uint8_t cell[4];
    std::uint8_t count = 0;
    void push_back(std::uint8_t next) { cell[count++] = next; }
  };

  const UnitTileBoard& board_;
  Heuristic& heuristic_;
  std::vector<std::uint8_t> tile_at_;
  int blank_;
  int misplaced_ = 0;
  std::vector<Neighbours> neighbours_ = std::vector<Neighbours>(256);
  std::vector<int> h_;  // h along the current path: undo restores it without asking
};

}  // namespace polyplan
