#pragma once
#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <numeric>
#include <vector>

#include "domains/tiles/diagonal_symmetry.hpp"
#include "heuristics/tiles/tile_pattern_database.hpp"

namespace polyplan {

// tile-pdb as TilePuzzle's incremental heuristic: the sum of additive pattern databases, and,
// when the board has a diagonal symmetry, the larger of that sum and the sum for the reflected
// board (equal to the generic plugin on every state).
//
// A table's index is the pattern part (the tiles' digits) plus, when it tracks the blank, the
// blank's digit: the blank's cell minus the pattern cells below it. The blank moves every move, but a tile of only
// one database does, so per view and database the pattern part and the set of pattern cells are
// kept: a move recomputes one database's pattern part and every database's blank digit (one
// popcount), then reads one byte per database.
class IncrementalTilePdb {
 public:
  IncrementalTilePdb(const UnitTileBoard& board, std::vector<const TilePatternDatabase*> databases,
                     const std::optional<DiagonalSymmetry>& symmetry)
      : databases_(std::move(databases)) {
    database_of_.assign(std::size_t(board.tiles), -1);
    for (std::size_t d = 0; d < databases_.size(); ++d)
      for (int tile : databases_[d]->tiles()) database_of_[std::size_t(tile)] = static_cast<int>(d);
    View identity;
    identity.tile_image.resize(std::size_t(board.tiles));
    identity.cell_image.resize(std::size_t(board.cells));
    std::iota(identity.tile_image.begin(), identity.tile_image.end(), 0);
    std::iota(identity.cell_image.begin(), identity.cell_image.end(), 0);
    views_.push_back(identity);
    if (symmetry) views_.push_back(View{symmetry->tile, symmetry->cell, {}, {}, {}});
    for (View& view : views_) {
      view.cell.assign(std::size_t(board.tiles), 0);
      view.pattern.assign(databases_.size(), 0);
      view.occupied.assign(databases_.size(), 0);
    }
  }

  int initial(const std::uint8_t* tile_at, int blank) {
    for (View& view : views_) {
      for (std::size_t cell = 0; cell < view.cell_image.size(); ++cell)
        if (tile_at[cell] != UnitTileBoard::kBlank)
          view.cell[std::size_t(view.tile_image[tile_at[cell]])] = view.cell_image[cell];
      for (std::size_t d = 0; d < databases_.size(); ++d) rank_pattern(view, d);
    }
    return estimate(blank, INT_MAX);
  }

  // `budget`: the largest h the search can still use; above it any value above it will do, so the
  // reflected board is not looked up once the board itself already exceeds it.
  int apply(int tile, int from, int to, int /*h*/, int budget = INT_MAX) {
    for (View& view : views_) {
      int image = view.tile_image[std::size_t(tile)];
      int d = database_of_[std::size_t(image)];
      if (d < 0) continue;
      saved_.push_back({view.pattern[std::size_t(d)], view.occupied[std::size_t(d)]});
      view.cell[std::size_t(image)] = view.cell_image[std::size_t(to)];
      rank_pattern(view, std::size_t(d));
    }
    return estimate(from, budget);
  }

  void undo(int tile, int from, int /*to*/) {
    for (auto view = views_.rbegin(); view != views_.rend(); ++view) {
      int image = view->tile_image[std::size_t(tile)];
      int d = database_of_[std::size_t(image)];
      if (d < 0) continue;
      view->cell[std::size_t(image)] = view->cell_image[std::size_t(from)];
      view->pattern[std::size_t(d)] = saved_.back().first;
      view->occupied[std::size_t(d)] = saved_.back().second;
      saved_.pop_back();
    }
  }

 private:
  // The board as one symmetry sees it: tile t on cell c is tile_image[t] on cell_image[c].
  struct View {
    std::vector<int> tile_image, cell_image;
    std::vector<int> cell;                 // per (image) tile: its cell in this view
    std::vector<std::uint64_t> pattern;    // per database: the pattern tiles' part of the index
    std::vector<std::uint64_t> occupied;   // per database: the pattern tiles' cells as bits
  };

  void rank_pattern(View& view, std::size_t d) const {
    const TilePatternDatabase& database = *databases_[d];
    std::uint64_t used = 0, index = 0;
    for (std::size_t i = 0; i < database.tiles().size(); ++i) {
      int cell = view.cell[std::size_t(database.tiles()[i])];
      std::uint64_t bit = std::uint64_t(1) << cell;
      index += std::uint64_t(cell - std::popcount(used & (bit - 1))) * database.place_value(i);
      used |= bit;
    }
    view.pattern[d] = index;
    view.occupied[d] = used;
  }

  int estimate(int blank, int budget) const {
    int best = 0;
    for (const View& view : views_) {
      if (best > budget) break;
      int image_blank = view.cell_image[std::size_t(blank)];
      std::uint64_t below = (std::uint64_t(1) << image_blank) - 1;
      int sum = 0;
      for (std::size_t d = 0; d < databases_.size(); ++d) {
        std::uint64_t index = view.pattern[d];
        if (databases_[d]->tracks_blank()) index += std::uint64_t(image_blank - std::popcount(view.occupied[d] & below));
        sum += databases_[d]->entry(index);
      }
      best = std::max(best, sum);
    }
    return best;
  }

  std::vector<const TilePatternDatabase*> databases_;
  std::vector<int> database_of_;  // per tile: its database, or -1
  std::vector<View> views_;       // the board itself, then its reflection when there is one
  std::vector<std::pair<std::uint64_t, std::uint64_t>> saved_;  // per view moved: old pattern part and cells
};

}  // namespace polyplan
