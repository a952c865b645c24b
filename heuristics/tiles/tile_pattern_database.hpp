#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "domains/tiles/blank_region.hpp"
#include "heuristics/pdb/table_bytes.hpp"
#include "heuristics/tiles/permutation_rank.hpp"
#include "heuristics/tiles/region_values.hpp"
#include "translator/task.hpp"

namespace polyplan {

// One additive pattern database for sliding tiles: the exact cost of bringing a subset of the
// tiles (the pattern) home when only their moves count and every other tile is interchangeable
// with the blank at no cost (Korf and Felner's disjoint databases). Moves of other tiles cost 0,
// so databases over disjoint patterns add up and stay admissible and consistent. The blank then
// moves freely inside its region (the cells no pattern tile holds that it can reach,
// blank_region.hpp), so the abstract state is the pattern's placement and the blank's region.
// What the table keeps of the blank (PatternBlank):
//
// - Tracked: the blank's cell, one byte per (placement, cell), ranked densely as a
//   (k + 1)-permutation of the floor cells; every cell of a region holds the region's value.
//   Built by a 0-1 breadth-first search backwards from every goal placement of the pattern (moves
//   are reversible, so backwards is forwards). 57.7 million bytes for six tiles of the
//   15-puzzle; 2.4 billion for six of the 24-puzzle.
// - Region: the same values, stored per placement and region: a byte per placement holds the
//   least value over its regions, and the few regions above it are kept apart (RegionValues),
//   flagged in the byte so that only their lookups look for the blank's region.
// - Reduced: the least value over the blank's regions, a byte per placement (Korf and Felner's
//   tables): 127.5 million bytes for six tiles of the 24-puzzle, 518.9 million for eight of the
//   15-puzzle. A lower bound of the region's value, so admissible, but not consistent: a move of
//   a pattern tile is made from the one region beside it, and the new placement's least may be
//   that of a region this move does not reach, more than one below (the audit finds such moves).
// - Ignored: no blank at all: a pattern tile may step onto any cell no pattern tile holds, as if
//   the blank were always there. Every real move of a pattern tile is such a step, so the estimate
//   stays admissible, consistent and additive, and is the weakest (plain breadth-first search
//   from the one goal placement).
//
// Region and Reduced are built by one breadth-first search over (placement, region)
// (region_pattern_search.hpp); a Region build caches the Reduced table too. Large tables take tens of seconds to build, so they are cached on
// disk under a key made of the board, the pattern tiles' goal cells and the variant
// (pdb_cache.hpp); a build that takes more than a second reports its progress on stderr, and
// stops at the limits installed for the set-up (build_budget.hpp).
enum class PatternBlank { Tracked, Region, Reduced, Ignored };

// A table's bytes once built or loaded: shared by every database of the process with the same
// cache key, so that a run over many problems on one board (a file of Korf's 100) reads its
// tables once (tile_pattern_database.cpp keeps the latest ones, up to 2 GiB, after their last
// user is gone).
struct StoredTable {
  TableBytes entries;
  RegionValues regions;  // a Region table's
};

class TilePatternDatabase {
 public:
  // In a Region table's entries: the placement has regions above the least (entry & kLeast).
  static constexpr std::uint8_t kRegionsDiffer = RegionValues::kFlag;
  static constexpr std::uint8_t kLeast = 0x7F;

  // `tiles`: piece indices of the pattern; their goal cells and the floor come from the task.
  // Throws InputError when the table would exceed `max_entries`.
  TilePatternDatabase(const Task& task, std::vector<int> tiles, PatternBlank blank, std::uint64_t max_entries);

  // Drops the tables this process keeps (for tests of the disk cache).
  static void forget_loaded_tables();

  // The table size for `tiles` pattern tiles on `floor` cells (saturating at UINT64_MAX).
  static std::uint64_t entries_for(int floor, std::size_t tiles, PatternBlank blank);

  // The value for the pattern tiles on `cells` (in the order of tiles()) and the blank on `blank`
  // (unused by the tables that keep no blank).
  int value(std::span<const int> cells, int blank) const;
  std::uint64_t entries() const { return entries_; }
  // Everything the table holds (entries, and a Region table's region values).
  std::size_t bytes() const { return stored_->entries.size() + stored_->regions.bytes(); }
  // How much of a build's memory it takes beside the table (the marks of its search).
  static std::uint64_t build_bytes(int floor, std::size_t tiles, PatternBlank blank);

  const std::vector<int>& tiles() const { return tiles_; }
  const std::vector<int>& goal_cells() const { return goal_cell_; }
  PatternBlank blank() const { return blank_; }
  bool tracks_blank() const { return blank_ == PatternBlank::Tracked; }
  bool keeps_regions() const { return blank_ == PatternBlank::Region; }
  const RegionValues& region_values() const { return stored_->regions; }

  // The rank's parts, for lookups kept up to date move by move (incremental_tile_pdb.hpp): the
  // pattern tile at position i adds (its cell's index among the cells not taken by positions
  // before it) * place_value(i); the blank, when tracked, comes last with place value 1.
  std::uint64_t place_value(std::size_t position) const { return rank_.place_value(position); }
  std::uint8_t entry(std::uint64_t index) const { return entry_bytes_[index]; }
  const std::uint8_t* entry_bytes() const { return entry_bytes_; }
  // A Region table's value for an entry flagged kRegionsDiffer: `pattern` holds the pattern's
  // cells as bits, `blank` the blank's cell.
  int region_value(std::uint64_t placement, std::uint8_t entry, std::uint64_t pattern, int blank) const {
    std::uint64_t region = regions_.region(regions_.floor() & ~pattern, blank);
    return stored_->regions.value(placement, BlankRegions::lowest(region), entry & kLeast);
  }

 private:
  void build_with_blank();
  void build_without_blank();
  void build_over_regions();
  bool load_region_table(const std::string& key);
  std::string cache_key(PatternBlank blank) const;

  const Task& task_;
  std::vector<int> tiles_;
  PatternBlank blank_;
  std::vector<int> goal_cell_;  // per pattern tile
  int floor_ = 0;
  PermutationRank rank_;
  BlankRegions regions_;
  std::uint64_t entries_ = 0;
  // While the table is built or loaded; then moved into stored_.
  TableBytes distance_;
  RegionValues region_values_;
  std::shared_ptr<const StoredTable> stored_;
  const std::uint8_t* entry_bytes_ = nullptr;
};

}  // namespace polyplan
