#pragma once
#include <span>
#include <unordered_map>
#include <vector>

#include "parser/model/shape.hpp"
#include "translator/cell_bits.hpp"
#include "translator/frame_index.hpp"
#include "translator/zeroed_table.hpp"

namespace polyplan {

// Every way one shape can lie on the floor: each distinct cell set (orientation x position) is
// one placement, numbered densely so that a state holds one small integer per piece. Pieces of
// the same shape that turn the same way share one table.
class PlacementTable {
 public:
  static constexpr int kNone = -1;

  // `removable`: the table also has the placement off_board(), for pieces a move may take off
  // the board (a captured peg, a car through an exit).
  PlacementTable(const FrameIndex& frame, const CellSet& shape, bool rotate, bool reflect, bool removable = false);

  // The placements on the board, numbered 0..size()-1; off_board() comes after them.
  int size() const { return static_cast<int>(first_cell_.size()); }
  // The value a removed piece holds: one past the last placement on the board, covering no cell
  // (its bits are zero, its cells empty), so that occupancy and every loop over a piece's cells
  // need no special case. kNone unless the table is removable.
  int off_board() const { return off_board_; }
  bool removable() const { return off_board_ != kNone; }
  // How many values a piece of this table takes in a state: size(), plus one when removable.
  int value_count() const { return size() + (removable() ? 1 : 0); }
  int cells_per_placement() const { return cells_per_placement_; }
  int words() const { return words_; }

  Bits bits(int placement) const {
    return Bits(bits_.data() + std::size_t(placement) * words_, static_cast<std::size_t>(words_));
  }
  // Floor numbers, ascending.
  std::span<const int> cells(int placement) const {
    if (placement == off_board_) return {};
    return std::span<const int>(cells_.data() + std::size_t(placement) * cells_per_placement_,
                                static_cast<std::size_t>(cells_per_placement_));
  }
  // The placement covering exactly these floor cells (ascending), or kNone.
  int find(std::span<const int> sorted_cells) const;
  // Placements whose lowest floor cell is `floor`. A placement lies inside a set of free cells
  // only if its lowest cell is one of them, so fly moves look up a few buckets, not the table.
  std::span<const int> starting_at(int floor) const;
  // The placement moved one step in `direction`, or kNone when that leaves the floor.
  int shifted(int placement, int direction) const { return shifted_[std::size_t(placement) * 4 + direction]; }
  // Every cell of the placement is a goal cell.
  bool on_goal(int placement) const { return on_goal_[static_cast<std::size_t>(placement)]; }
  int orientation_count() const { return orientation_count_; }

 private:
  int words_ = 0;
  int cells_per_placement_ = 0;
  int orientation_count_ = 0;
  int off_board_ = kNone;
  ZeroedTable<Word> bits_;  // zeroed by the kernel: on a huge frame a pass writing zeros took seconds
  std::vector<int> cells_;
  std::vector<int> first_cell_;
  std::vector<int> by_first_cell_;       // placements grouped by lowest cell
  std::vector<int> first_cell_offsets_;  // floor -> range in by_first_cell_
  std::vector<int> shifted_;
  std::vector<bool> on_goal_;
  std::unordered_map<std::uint64_t, std::vector<int>> by_hash_;
};

}  // namespace polyplan
