#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// A sliding-tile task as plain arrays, for search code that makes tens of millions of moves a
// second: one-cell tiles, exactly one blank, every move slides one tile one cell into the blank at
// cost 1, and the goal puts tiles on single cells. `from` returns nullopt for any other task
// (other rules, costs, shapes or goals), so the generic model stays the reference and the fast
// code never has to guess.
//
// Tiles keep their piece index; cells are the frame's floor numbers (at most 255, so a cell fits
// a byte and a board row of 16 cells fits a cache line).
struct UnitTileBoard {
  static constexpr std::uint8_t kBlank = 0xFF;
  static constexpr int kNoGoal = -1;

  int rows = 0, cols = 0, cells = 0, tiles = 0;
  std::vector<Coord> coord;                            // per cell
  std::vector<std::array<std::int16_t, 4>> neighbour;  // per cell and direction (LURD), -1 = wall
  std::vector<int> goal_cell;                          // per tile, or kNoGoal
  std::vector<std::uint8_t> start;                     // per cell: the tile on it, or kBlank
  int start_blank = 0;

  static std::optional<UnitTileBoard> from(const Task& task);

  // The tile on each cell of a state of the task (kBlank on the blank).
  std::vector<std::uint8_t> tiles_of(const Task& task, StateView state) const;
  int blank_of(const std::vector<std::uint8_t>& tile_at) const;
  // Tiles with a goal that are not on it.
  int misplaced(const std::vector<std::uint8_t>& tile_at) const;
};

}  // namespace polyplan
