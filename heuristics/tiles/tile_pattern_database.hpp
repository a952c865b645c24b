#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

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
// Large tables take tens of seconds to build, so they are cached on disk under a key made of the
// board and the pattern tiles' goal cells (pdb_cache.hpp); a build that takes more than a second
// reports its progress on stderr.
class TilePatternDatabase {
 public:
  // `tiles`: piece indices of the pattern; their goal cells and the floor come from the task.
  // Throws InputError when the table would exceed `max_entries`.
  TilePatternDatabase(const Task& task, std::vector<int> tiles, std::uint64_t max_entries);

  // The entry for the pattern tiles on `cell_of_tile[tile]` (indexed by piece) and the blank.
  int lookup(std::span<const int> cell_of_tile, int blank) const;
  std::uint64_t entries() const { return distance_.size(); }

  // The rank's parts, for lookups kept up to date move by move (incremental_tile_pdb.hpp): the
  // pattern tile at position i adds (its cell's index among the cells not taken by positions
  // before it) * place_value(i); the blank comes last with place value 1.
  const std::vector<int>& tiles() const { return tiles_; }
  std::uint64_t place_value(std::size_t position) const { return falling_[position]; }
  std::uint8_t entry(std::uint64_t index) const { return distance_[index]; }

 private:
  std::uint64_t rank(const std::vector<int>& cells) const;
  void unrank(std::uint64_t index, std::vector<int>& cells) const;
  void build();
  std::string cache_key() const;

  const Task& task_;
  std::vector<int> tiles_;
  std::vector<int> goal_cell_;  // per pattern tile
  int floor_ = 0;
  std::vector<std::uint64_t> falling_;  // falling_[i] = (floor-1-i)! / (floor-k)!, the place value of position i
  std::vector<std::uint8_t> distance_;
};

}  // namespace polyplan
