#pragma once
#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <optional>
#include <vector>

#include "domains/tiles/unit_tile_board.hpp"
#include "heuristics/tiles/pattern_index_change.hpp"
#include "heuristics/tiles/tile_pdb.hpp"

namespace polyplan {

// tile-pdb as TilePuzzle's incremental heuristic: the sums of TilePdb's views (the board's own,
// and its reflection's when it has one), the larger of them (equal to the generic plugin on
// every state).
//
// A move changes one term's value per view: the moved tile's. Every other term keeps its
// placement, and the blank moves between two cells none of its tiles hold, next to each other,
// so it stays in the same region, and every kind of table gives a region one value. So each
// term keeps its value and each view its sum, and a move looks up one entry per view: the moved
// tile's term, its index changed for that one tile (its pattern part and the set of its cells, in
// the term's cells), read with the blank's digit when its table tracks the blank, and with the
// blank's region only when the entry says the placement's regions differ and its least value does
// not already cut. Once a view's sum is above the budget the node will be cut, so the views after
// it are not looked at (Korf and Felner's reflected lookup only when the first sum does not
// already cut); undo restores what was changed.
class IncrementalTilePdb {
 public:
  IncrementalTilePdb(const IncrementalTilePdb&) = delete;
  IncrementalTilePdb& operator=(const IncrementalTilePdb&) = delete;
  IncrementalTilePdb(const UnitTileBoard& board, const std::vector<std::vector<PdbTerm>>& views) : cells_(board.cells) {
    cell_of_tile_.assign(std::size_t(board.tiles), 0);
    for (const std::vector<PdbTerm>& terms : views) {
      View view;
      view.term_of.assign(std::size_t(board.tiles), -1);
      view.position_of.assign(std::size_t(board.tiles), -1);
      for (const PdbTerm& term : terms) {
        Term own{.table = term.table,
                 .tiles = term.tiles,
                 .cell_map = term.cell_map,
                 .mapped = std::vector<int>(term.tiles.size()),
                 .tracks_blank = term.table->tracks_blank(),
                 .keeps_regions = term.table->keeps_regions()};
        for (std::size_t i = 0; i < term.tiles.size(); ++i) {
          own.place_value.push_back(term.table->place_value(i));
          view.term_of[std::size_t(term.tiles[i])] = static_cast<int>(view.terms.size());
          view.position_of[std::size_t(term.tiles[i])] = static_cast<int>(i);
        }
        if (term.tiles.size() <= SmallPatternIndexChange::kMaxPositions) own.small.emplace(own.place_value);
        view.terms.push_back(std::move(own));
      }
      views_.push_back(std::move(view));
    }
  }

  int initial(const std::uint8_t* tile_at, int blank) {
    for (std::size_t cell = 0; cell < std::size_t(cells_); ++cell)
      if (tile_at[cell] != UnitTileBoard::kBlank) cell_of_tile_[tile_at[cell]] = static_cast<int>(cell);
    int best = 0;
    for (View& view : views_) {
      view.sum = 0;
      for (Term& term : view.terms) {
        for (std::size_t i = 0; i < term.tiles.size(); ++i)
          term.mapped[i] = term.cell_map[std::size_t(cell_of_tile_[std::size_t(term.tiles[i])])];
        rank_pattern(term);
        term.packed = SmallPatternIndexChange::pack(term.mapped);
        term.value = value(term, blank, INT_MAX);
        view.sum += term.value;
      }
      best = std::max(best, view.sum);
    }
    saved_.clear();
    changed_.clear();
    return best;
  }

  // `budget`: the largest h the search can still use; above it any value above it will do, so the
  // reflected board is not looked up once the board itself already exceeds it.
  int apply(int tile, int from, int to, int /*h*/, int budget = INT_MAX) {
    cell_of_tile_[std::size_t(tile)] = to;
    int best = 0;
    std::size_t changed = 0;
    for (std::size_t v = 0; v < views_.size() && best <= budget; ++v) {
      View& view = views_[v];
      int t = view.term_of[std::size_t(tile)];
      if (t >= 0) {
        Term& term = view.terms[std::size_t(t)];
        std::size_t moved = std::size_t(view.position_of[std::size_t(tile)]);
        int image_from = term.mapped[moved], image_to = term.cell_map[std::size_t(to)];
        saved_.push_back({&view, &term, term.pattern, term.occupied, term.value, moved, image_from});
        ++changed;
        term.pattern += rank_change(term, moved, image_from, image_to);
        term.occupied ^= (std::uint64_t(1) << image_from) | (std::uint64_t(1) << image_to);
        term.mapped[moved] = image_to;
        term.packed = SmallPatternIndexChange::moved(term.packed, moved, image_from, image_to);
        term.value = value(term, from, budget - (view.sum - saved_.back().value));
        view.sum += term.value - saved_.back().value;
      }
      best = std::max(best, view.sum);
    }
    changed_.push_back(static_cast<std::uint8_t>(changed));
    return best;
  }

  void undo(int tile, int from, int /*to*/) {
    cell_of_tile_[std::size_t(tile)] = from;
    for (std::size_t k = changed_.back(); k-- > 0;) {
      const Saved& saved = saved_.back();
      Term& term = *saved.term;
      saved.view->sum += saved.value - term.value;
      term.packed =
          SmallPatternIndexChange::moved(term.packed, saved.position, term.mapped[saved.position], saved.cell);
      term.mapped[saved.position] = saved.cell;
      term.pattern = saved.pattern;
      term.occupied = saved.occupied;
      term.value = saved.value;
      saved_.pop_back();
    }
    changed_.pop_back();
  }

  // Asks the memory for the entry the board's own view will read if `tile` slides from -> to, so
  // that the entries of a node's children load while the first of them is looked at (each is a
  // random byte of a table of hundreds of megabytes).
  void prefetch(int tile, int /*from*/, int to) const {
    const View& view = views_.front();
    int t = view.term_of[std::size_t(tile)];
    if (t < 0) return;
    const Term& term = view.terms[std::size_t(t)];
    std::size_t moved = std::size_t(view.position_of[std::size_t(tile)]);
    std::uint64_t index = term.pattern + rank_change(term, moved, term.mapped[moved], term.cell_map[std::size_t(to)]);
    // A table that tracks the blank adds its digit, less than a cache line further.
    __builtin_prefetch(term.table->entry_bytes() + index);
    if (term.keeps_regions) term.table->region_values().prefetch(index);
  }

 private:
  struct Term {
    const TilePatternDatabase* table;
    std::vector<int> tiles;
    std::vector<int> cell_map;
    std::vector<std::uint64_t> place_value = {};        // the table's, per position
    std::vector<int> mapped;                            // per position: its tile's cell, in the table's cells
    std::uint64_t packed = 0;                           // the same a byte each, for `small`
    std::optional<SmallPatternIndexChange> small = {};  // for patterns of at most eight tiles
    bool tracks_blank, keeps_regions;
    std::uint64_t pattern = 0;   // the pattern tiles' part of the index
    std::uint64_t occupied = 0;  // the pattern tiles' cells (the table's) as bits
    int value = 0;               // its entry now
  };
  struct View {
    std::vector<Term> terms;
    std::vector<int> term_of;      // per tile: its term, or -1
    std::vector<int> position_of;  // per tile: its position in its term
    int sum = 0;                   // of its terms' values
  };
  // What undo puts back, with where: the term and view are found again without looking the tile
  // up per view (views_ and their terms never move after construction, hence no copies).
  struct Saved {
    View* view;
    Term* term;
    std::uint64_t pattern, occupied;
    int value;
    std::size_t position;  // the moved tile's in the term
    int cell;              // its cell before the move, in the term's cells
  };

  // pattern_index_change.hpp: by whole words for patterns of at most eight tiles.
  static std::uint64_t rank_change(const Term& term, std::size_t moved, int from, int to) {
    if (term.small) return (*term.small)(term.packed, moved, from, to);
    return index_change_by_positions(term.mapped, term.place_value, moved, from, to);
  }

  // Counting the cells below by comparisons rather than popcount: without a target flag the
  // compiler calls a library routine for popcount, which cost a sixth of the search's time.
  static void rank_pattern(Term& term) {
    std::uint64_t used = 0, index = 0;
    for (std::size_t i = 0; i < term.mapped.size(); ++i) {
      int cell = term.mapped[i], below = 0;
      for (std::size_t j = 0; j < i; ++j) below += term.mapped[j] < cell;
      index += std::uint64_t(cell - below) * term.place_value[i];
      used |= std::uint64_t(1) << cell;
    }
    term.pattern = index;
    term.occupied = used;
  }

  // `room`: the largest value that keeps the view's sum within the budget. A flagged entry's
  // least value already above it cuts the node whatever the blank's region is, so the region
  // (a flood fill over the free cells) is only looked for when its value can matter.
  int value(const Term& term, int blank, int room) const {
    int image_blank = term.cell_map[std::size_t(blank)];
    std::uint64_t index = term.pattern;
    if (term.tracks_blank) {
      int below = 0;
      if (term.small)
        below = term.small->count_below(term.packed, image_blank);
      else
        for (int cell : term.mapped) below += cell < image_blank;
      index += std::uint64_t(image_blank - below);
    }
    std::uint8_t entry = term.table->entry(index);
    if (term.keeps_regions && (entry & TilePatternDatabase::kRegionsDiffer)) {
      int least = entry & TilePatternDatabase::kLeast;
      if (least > room) return least;
      return term.table->region_value(index, entry, term.occupied, image_blank);
    }
    return entry;
  }

  int cells_;
  std::vector<int> cell_of_tile_;
  std::vector<View> views_;            // the board itself, then its reflection when there is one
  std::vector<Saved> saved_;           // per view and move: the moved tile's term as it was
  std::vector<std::uint8_t> changed_;  // per move: how many terms it changed (its entries in saved_)
};

}  // namespace polyplan
