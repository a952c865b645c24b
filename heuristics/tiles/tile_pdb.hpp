#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "domains/tiles/diagonal_symmetry.hpp"
#include "heuristics/heuristic.hpp"
#include "heuristics/tiles/tile_pattern_database.hpp"
#include "parser/plugins/plugin_option.hpp"

namespace polyplan {

// One database's part of the sum: `table` read with the state turned by a frame symmetry (for a
// group that shares another group's table, frame_symmetries.hpp) and, in the reflected sum, by
// the diagonal reflection too. The table's position i holds real tile `tiles[i]`, read at
// cell_map[its cell]; the blank is read at cell_map[the blank's cell].
struct PdbTerm {
  const TilePatternDatabase* table = nullptr;
  std::vector<int> tiles;
  std::vector<int> cell_map;  // real cell -> the table's cell
};

// The options of tile-pdb and tile-pdb-reduced, as checked by the plugins.
struct TilePdbOptions {
  std::string groups;                   // "1 2 3 4/5 6 7 8", partitions separated by ';'; empty: `split`
  std::string split = "reading-order";  // or korf-felner-6-6-3, -7-8, -6-6-6-6
  int max_group = 6;                    // reading-order only
  bool reflect = true;
  std::string blank = "auto";  // auto, track, region, reduced or ignore (PatternBlank)
  bool share = true;           // one table for groups congruent under a frame symmetry
};

// The options both plugins declare (all but `blank`), and their values read back.
std::vector<PluginOption> tile_pdb_shared_options();
TilePdbOptions read_tile_pdb_options(const PluginOptions& options, std::string blank);

// The sum of disjoint pattern databases (plugin `tile-pdb`). With `reflect` and a board that is
// symmetric about its main diagonal (DiagonalSymmetry), the larger of the sums for the state and
// for its reflection: both are admissible, and the maximum of consistent estimates is consistent.
// Several partitions of the tiles (`groups` separated by ';') are several such sums, the largest
// taken: each sum is admissible (and consistent) on its own.
class TilePdb final : public Heuristic {
 public:
  // `groups` names the tiles; empty takes `split`: reading-order splits the tiles, in the reading
  // order of their goal cells, into as few groups of at most `max_group` tiles as possible, as
  // equal in size as possible; korf-felner-6-6-3, -7-8 (15-puzzle) and -6-6-6-6 (24-puzzle) are
  // Korf and Felner's, by goal cell, turned so that the blank's goal is their top left corner. `blank`:
  // PatternBlank (auto keeps the blank's cell when that table has at most 100 million entries,
  // else its region).
  TilePdb(const Task& task, const TilePdbOptions& options);

  int evaluate(StateView state) override;
  // Every database's bytes.
  std::size_t memory_bytes() const override;

  // The tables built (fewer than the groups when groups share one).
  std::vector<const TilePatternDatabase*> databases() const;
  // The sums to take the largest of: per partition, the board's own, then its reflection's when
  // it has one.
  const std::vector<std::vector<PdbTerm>>& views() const { return views_; }
  const std::optional<DiagonalSymmetry>& symmetry() const { return symmetry_; }

 private:
  int sum(const std::vector<PdbTerm>& terms, int blank) const;

  const Task& task_;
  std::vector<std::unique_ptr<TilePatternDatabase>> databases_;
  std::vector<std::vector<PdbTerm>> views_;
  std::optional<DiagonalSymmetry> symmetry_;
  std::vector<int> cell_of_tile_;   // scratch, per tile
  mutable std::vector<int> cells_;  // scratch, per table position
};

}  // namespace polyplan
