#pragma once
#include <array>
#include <bit>
#include <climits>
#include <cstdint>
#include <vector>

#include "domains/tiles/move_automaton.hpp"
#include "domains/tiles/unit_tile_board.hpp"

namespace polyplan {

// The sliding-tile puzzle in the apply/undo form IncrementalIdaStar runs on. Moves are generated
// around the blank (at most four, one fewer when the last move is not to be undone, fewer still
// when a MoveAutomaton forbids the blank's move after the moves made so far), and the heuristic is
// told each move so it can update instead of recompute.
//
// Heuristic (an incremental tile heuristic, heuristics/tiles/incremental_*.hpp):
//   int initial(const std::uint8_t* tile_at, int blank);       h of a whole board
//   int apply(int tile, int from, int to, int h, int budget);  h after `tile` slid from -> to,
//                                                               or any value above `budget` when
//                                                               h exceeds it
//   void undo(int tile, int from, int to);                     forget the last apply
// The board array it is given stays valid and always shows the current state.
// One slide: the tile on `from` moves into the blank on `to`; the blank moves the other way, in
// `direction` (left, up, right, down).
struct TileSlide {
  std::uint8_t from;
  std::uint8_t to;
  std::uint8_t direction;
};

// A whole board in two words, for searches that store states (hybrid_ida_star.hpp): each cell's
// tile (the blank as the number of tiles) in as few bits as the largest fits, up to 128 bits (the
// 24-puzzle takes 125).
using TileKey = std::array<std::uint64_t, 2>;

template <class Heuristic>
class TilePuzzle {
 public:
  using Move = TileSlide;
  using Key = TileKey;
  static constexpr int kMaxBranching = 4;

  // `automaton`: prune the moves it forbids (full rectangular boards only; null: only the move
  // undoing the last one).
  TilePuzzle(const UnitTileBoard& board, Heuristic& heuristic, const MoveAutomaton* automaton = nullptr)
      : board_(board), heuristic_(heuristic), automaton_(automaton), tile_at_(board.start), blank_(board.start_blank) {
    for (int cell = 0; cell < board.cells; ++cell)
      for (int direction = 0; direction < 4; ++direction)
        if (int next = board.neighbour[std::size_t(cell)][std::size_t(direction)]; next >= 0)
          neighbours_[std::size_t(cell)].push_back(static_cast<std::uint8_t>(next),
                                                   static_cast<std::uint8_t>(direction));
    bits_ = std::bit_width(unsigned(board.tiles));
    misplaced_ = board.misplaced(tile_at_);
    steps_[0] = {heuristic_.initial(tile_at_.data(), blank_), MoveAutomaton::kStart};
  }

  int heuristic() const { return steps_[depth_].h; }
  bool is_goal() const { return misplaced_ == 0; }

  int moves(const Move* parent, std::array<Move, kMaxBranching>& out) const {
    int count = 0;
    const Neighbours& around = neighbours_[std::size_t(blank_)];
    for (int i = 0; i < around.count; ++i) {
      if (parent && around.cell[i] == parent->to) continue;
      if (automaton_ && automaton_->next(steps_[depth_].state, around.direction[i]) == MoveAutomaton::kForbidden)
        continue;
      out[std::size_t(count++)] = Move{around.cell[i], static_cast<std::uint8_t>(blank_), around.direction[i]};
    }
    return count;
  }

  // Tells a heuristic that can use it which move may come next (IncrementalIdaStar calls it for
  // every child before making the first).
  void prefetch(const Move& move) const {
    if constexpr (requires { heuristic_.prefetch(0, 0, 0); })
      heuristic_.prefetch(tile_at_[move.from], move.from, move.to);
  }

  int apply(const Move& move, int budget = INT_MAX) {
    std::uint8_t tile = tile_at_[move.from];
    tile_at_[move.to] = tile;
    tile_at_[move.from] = UnitTileBoard::kBlank;
    blank_ = move.from;
    misplaced_ += home(tile, move.from) - home(tile, move.to);
    if (++depth_ == steps_.size()) steps_.resize(2 * steps_.size());
    const Step& before = steps_[depth_ - 1];
    Step& here = steps_[depth_];
    here.state = automaton_ ? automaton_->next(before.state, move.direction) : before.state;
    here.h = heuristic_.apply(tile, move.from, move.to, before.h, budget);
    return here.h;
  }

  void undo(const Move& move) {
    std::uint8_t tile = tile_at_[move.to];
    heuristic_.undo(tile, move.from, move.to);
    tile_at_[move.from] = tile;
    tile_at_[move.to] = UnitTileBoard::kBlank;
    blank_ = move.to;
    misplaced_ += home(tile, move.to) - home(tile, move.from);
    --depth_;
  }

  const std::vector<std::uint8_t>& tiles() const { return tile_at_; }
  int blank() const { return blank_; }

  // Whether boards fit a Key.
  bool keys() const { return board_.cells * bits_ <= 128; }
  Key key() const {
    Key key{0, 0};
    for (int cell = 0; cell < board_.cells; ++cell) {
      std::uint64_t value = tile_at_[std::size_t(cell)] == UnitTileBoard::kBlank ? std::uint64_t(board_.tiles)
                                                                                 : tile_at_[std::size_t(cell)];
      int bit = cell * bits_;
      key[std::size_t(bit >> 6)] |= value << (bit & 63);
      if ((bit & 63) + bits_ > 64) key[1] |= value >> (64 - (bit & 63));
    }
    return key;
  }
  // Puts the puzzle on the board `key` names, with nothing to undo: the heuristic starts afresh
  // and the automaton from its start (what comes before is forgotten).
  void reset(const Key& key) {
    std::uint64_t mask = (std::uint64_t(1) << bits_) - 1;
    for (int cell = 0; cell < board_.cells; ++cell) {
      int bit = cell * bits_;
      std::uint64_t value = key[std::size_t(bit >> 6)] >> (bit & 63);
      if ((bit & 63) + bits_ > 64) value |= key[1] << (64 - (bit & 63));
      value &= mask;
      tile_at_[std::size_t(cell)] =
          value == std::uint64_t(board_.tiles) ? UnitTileBoard::kBlank : static_cast<std::uint8_t>(value);
      if (tile_at_[std::size_t(cell)] == UnitTileBoard::kBlank) blank_ = cell;
    }
    misplaced_ = board_.misplaced(tile_at_);
    depth_ = 0;
    steps_[0] = {heuristic_.initial(tile_at_.data(), blank_), MoveAutomaton::kStart};
  }

 private:
  int home(std::uint8_t tile, int cell) const { return board_.goal_cell[tile] == cell ? 1 : 0; }

  // Per cell, only the cells there are (no wall checks in the inner loop). Sized for the
  // largest board (255 cells) so the table never moves.
  struct Neighbours {
    std::uint8_t cell[4];
    std::uint8_t direction[4];  // the blank's, into cell[i]
    std::uint8_t count = 0;
    void push_back(std::uint8_t next, std::uint8_t towards) {
      cell[count] = next;
      direction[count++] = towards;
    }
  };

  const UnitTileBoard& board_;
  Heuristic& heuristic_;
  const MoveAutomaton* automaton_;
  std::vector<std::uint8_t> tile_at_;
  int blank_;
  int misplaced_ = 0;
  int bits_ = 0;  // per cell in a Key
  std::vector<Neighbours> neighbours_ = std::vector<Neighbours>(256);
  // Along the current path, per depth: h (undo restores it without asking) and the automaton's
  // state. Grown by doubling and never shrunk, with the depth kept apart, so that a move is a
  // store at the next depth rather than a vector push_back the compiler leaves out of line.
  struct Step {
    int h = 0;
    int state = MoveAutomaton::kStart;
  };
  std::vector<Step> steps_ = std::vector<Step>(256);
  std::size_t depth_ = 0;
};

}  // namespace polyplan
