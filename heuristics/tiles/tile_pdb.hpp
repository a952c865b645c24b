#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "domains/tiles/diagonal_symmetry.hpp"
#include "heuristics/heuristic.hpp"
#include "heuristics/tiles/tile_pattern_database.hpp"

namespace polyplan {

// The sum of disjoint pattern databases (plugin `tile-pdb`). With `reflect` and a board that is
// symmetric about its main diagonal (DiagonalSymmetry), the larger of the sums for the state and
// for its reflection: both are admissible, and the maximum of consistent estimates is consistent.
class TilePdb final : public Heuristic {
 public:
  // `groups` names the tiles ("1 2 3 4/5 6 7 8"); empty splits the tiles, in the reading order of
  // their goal cells, into as few groups of at most `max_group` tiles as possible, as equal in
  // size as possible. `blank`: "track", "ignore" or "auto" (PatternBlank; auto tracks the blank
  // when that table fits).
  TilePdb(const Task& task, const std::string& groups, int max_group, bool reflect, const std::string& blank);

  int evaluate(StateView state) override;
  // One byte per entry of every database.
  std::size_t memory_bytes() const override;

  std::vector<const TilePatternDatabase*> databases() const;
  const std::optional<DiagonalSymmetry>& symmetry() const { return symmetry_; }

 private:
  int sum(std::span<const int> cell_of_tile, int blank) const;

  const Task& task_;
  std::vector<std::unique_ptr<TilePatternDatabase>> databases_;
  std::optional<DiagonalSymmetry> symmetry_;
  std::vector<int> cell_of_tile_, reflected_;  // scratch, per tile
};

}  // namespace polyplan
