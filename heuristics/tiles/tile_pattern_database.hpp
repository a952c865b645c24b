#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "heuristics/pdb/table_bytes.hpp"
#include "translator/task.hpp"

namespace polyplan {

// One additive pattern database for sliding tiles: the exact cost of bringing a subset of the
// tiles (the pattern) home when only their moves count and every other tile is interchangeable
// with the blank at no cost (Korf and Felner's disjoint databases). Moves of other tiles cost 0,
// so databases over disjoint patterns add up and stay admissible and consistent.
//
// The abstract state is the pattern tiles' cells and the blank's cell, a k-permutation of the
// floor cells ranked densely (lexicographic k-permutation rank), one byte per entry: 57.7 million
// bytes for six tiles of the 15-puzzle. Built by a 0-1 breadth-first search backwards from every
// goal placement of the pattern (moves are reversible, so backwards is forwards).
//
// When the table with the blank would be too large (an 8-tile pattern of the 15-puzzle needs 4.2
// billion entries, a 6-tile pattern of the 24-puzzle 2.4 billion), the blank can be left out:
// the abstract state is the pattern tiles' cells alone and a pattern tile may step onto any cell
// no pattern tile holds, as if the blank were always there. Every real move of a pattern tile is
// still such a step, so the estimate stays admissible, consistent and additive, a little weaker
// (16!/8! = 519 million entries for 8 of the 15-puzzle's tiles). Built by plain breadth-first
// search from the one goal placement.
//
// Large tables take tens of seconds to build, so they are cached on disk under a key made of the
// board and the pattern tiles' goal cells (pdb_cache.hpp); a build that takes more than a second
// reports its progress on stderr.
enum class PatternBlank { Tracked, Ignored };

class TilePatternDatabase {
 public:
  // `tiles`: piece indices of the pattern; their goal cells and the floor come from the task.
  // Throws InputError when the table would exceed `max_entries`.
  TilePatternDatabase(const Task& task, std::vector<int> tiles, PatternBlank blank, std::uint64_t max_entries);

  // The table size for `tiles` pattern tiles on `floor` cells (saturating at UINT64_MAX).
  static std::uint64_t entries_for(int floor, std::size_t tiles, PatternBlank blank);

  // The entry for the pattern tiles on `cell_of_tile[tile]` (indexed by piece) and the blank
  // (ignored when the table leaves it out).
  int lookup(std::span<const int> cell_of_tile, int blank) const;
  std::uint64_t entries() const { return distance_.size(); }

  // The rank's parts, for lookups kept up to date move by move (incremental_tile_pdb.hpp): the
  // pattern tile at position i adds (its cell's index among the cells not taken by positions
  // before it) * place_value(i); the blank, when tracked, comes last with place value 1.
  const std::vector<int>& tiles() const { return tiles_; }
  bool tracks_blank() const { return blank_ == PatternBlank::Tracked; }
  std::uint64_t place_value(std::size_t position) const { return falling_[position]; }
  std::uint8_t entry(std::uint64_t index) const { return distance_[index]; }

 private:
  std::uint64_t rank(const std::vector<int>& cells) const;
  void unrank(std::uint64_t index, std::vector<int>& cells) const;
  void build_with_blank();
  void build_without_blank();
  std::string cache_key() const;

  const Task& task_;
  std::vector<int> tiles_;
  PatternBlank blank_;
  std::vector<int> goal_cell_;  // per pattern tile
  int floor_ = 0;
  std::vector<std::uint64_t> falling_;  // falling_[i] = (floor-1-i)! / (floor-k)!, the place value of position i
  TableBytes distance_;
};

}  // namespace polyplan
