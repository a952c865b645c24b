#pragma once
#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <vector>

#include "domains/tiles/unit_tile_board.hpp"
#include "heuristics/tiles/tile_pdb.hpp"

namespace polyplan {

// tile-pdb as TilePuzzle's incremental heuristic: the sums of TilePdb's views (the board's own,
// and its reflection's when it has one), the larger of them (equal to the generic plugin on
// every state).
//
// A table's index is the pattern part (the tiles' digits) plus, when it tracks the blank, the
// blank's digit: the blank's cell minus the pattern cells below it. The blank moves every move,
// but a tile of only one term per view does, so per term the pattern part and the set of pattern
// cells (in the term's cells) are kept: a move recomputes one term's pattern part per view and
// every term's blank digit (one popcount), then reads one byte per term. A table that keeps
// regions looks for the blank's region only when the byte says the placement's regions differ.
class IncrementalTilePdb {
 public:
  IncrementalTilePdb(const UnitTileBoard& board, const std::vector<std::vector<PdbTerm>>& views) : cells_(board.cells) {
    cell_of_tile_.assign(std::size_t(board.tiles), 0);
    for (const std::vector<PdbTerm>& terms : views) {
      View view;
      view.term_of.assign(std::size_t(board.tiles), -1);
      for (const PdbTerm& term : terms) {
        Term own{term.table, term.tiles, term.cell_map, term.table->tracks_blank(), term.table->keeps_regions(), 0, 0};
        for (int tile : term.tiles) view.term_of[std::size_t(tile)] = static_cast<int>(view.terms.size());
        view.terms.push_back(std::move(own));
      }
      views_.push_back(std::move(view));
    }
  }

  int initial(const std::uint8_t* tile_at, int blank) {
    for (std::size_t cell = 0; cell < std::size_t(cells_); ++cell)
      if (tile_at[cell] != UnitTileBoard::kBlank) cell_of_tile_[tile_at[cell]] = static_cast<int>(cell);
    for (View& view : views_)
      for (Term& term : view.terms) rank_pattern(term);
    return estimate(blank, INT_MAX);
  }

  // `budget`: the largest h the search can still use; above it any value above it will do, so the
  // reflected board is not looked up once the board itself already exceeds it.
  int apply(int tile, int from, int to, int /*h*/, int budget = INT_MAX) {
    cell_of_tile_[std::size_t(tile)] = to;
    for (View& view : views_) {
      int t = view.term_of[std::size_t(tile)];
      if (t < 0) continue;
      Term& term = view.terms[std::size_t(t)];
      saved_.push_back({term.pattern, term.occupied});
      rank_pattern(term);
    }
    return estimate(from, budget);
  }

  void undo(int tile, int from, int /*to*/) {
    cell_of_tile_[std::size_t(tile)] = from;
    for (auto view = views_.rbegin(); view != views_.rend(); ++view) {
      int t = view->term_of[std::size_t(tile)];
      if (t < 0) continue;
      Term& term = view->terms[std::size_t(t)];
      term.pattern = saved_.back().first;
      term.occupied = saved_.back().second;
      saved_.pop_back();
    }
  }

 private:
  struct Term {
    const TilePatternDatabase* table;
    std::vector<int> tiles;
    std::vector<int> cell_map;
    bool tracks_blank, keeps_regions;
    std::uint64_t pattern;   // the pattern tiles' part of the index
    std::uint64_t occupied;  // the pattern tiles' cells (the table's) as bits
  };
  struct View {
    std::vector<Term> terms;
    std::vector<int> term_of;  // per tile: its term, or -1
  };

  void rank_pattern(Term& term) const {
    std::uint64_t used = 0, index = 0;
    for (std::size_t i = 0; i < term.tiles.size(); ++i) {
      int cell = term.cell_map[std::size_t(cell_of_tile_[std::size_t(term.tiles[i])])];
      std::uint64_t bit = std::uint64_t(1) << cell;
      index += std::uint64_t(cell - std::popcount(used & (bit - 1))) * term.table->place_value(i);
      used |= bit;
    }
    term.pattern = index;
    term.occupied = used;
  }

  int estimate(int blank, int budget) const {
    int best = 0;
    for (const View& view : views_) {
      if (best > budget) break;
      int sum = 0;
      for (const Term& term : view.terms) {
        int image_blank = term.cell_map[std::size_t(blank)];
        std::uint64_t index = term.pattern;
        if (term.tracks_blank)
          index += std::uint64_t(image_blank - std::popcount(term.occupied & ((std::uint64_t(1) << image_blank) - 1)));
        std::uint8_t entry = term.table->entry(index);
        if (term.keeps_regions && (entry & TilePatternDatabase::kRegionsDiffer))
          sum += term.table->region_value(index, entry, term.occupied, image_blank);
        else
          sum += entry;
      }
      best = std::max(best, sum);
    }
    return best;
  }

  int cells_;
  std::vector<int> cell_of_tile_;
  std::vector<View> views_;  // the board itself, then its reflection when there is one
  std::vector<std::pair<std::uint64_t, std::uint64_t>> saved_;  // per view moved: old pattern part and cells
};

}  // namespace polyplan
