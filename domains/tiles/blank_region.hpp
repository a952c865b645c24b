#pragma once
#include <bit>
#include <cstdint>
#include <vector>

#include "translator/frame_index.hpp"

namespace polyplan {

// The cells the blank can reach without moving any tile of a pattern: the connected part of the
// cells no pattern tile holds that contains the blank. Pattern databases over (placement of the
// pattern, blank region) treat every such cell alike, because the other tiles trade places with
// the blank for free there. Cells are floor numbers, at most 64, as bits.
class BlankRegions {
 public:
  // Frames of more than 64 cells get no regions (the databases refuse them).
  explicit BlankRegions(const FrameIndex& frame) {
    if (frame.floor_count() > 64) return;
    neighbours_.assign(std::size_t(frame.floor_count()), 0);
    for (int cell = 0; cell < frame.floor_count(); ++cell)
      for (int direction = 0; direction < 4; ++direction)
        if (int next = frame.neighbour(cell, direction); next >= 0)
          neighbours_[std::size_t(cell)] |= std::uint64_t(1) << next;
    all_ = frame.floor_count() == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << frame.floor_count()) - 1;
  }

  // Every floor cell.
  std::uint64_t floor() const { return all_; }
  std::uint64_t neighbours(int cell) const { return neighbours_[std::size_t(cell)]; }

  // The region of `start` among the cells of `free` (start must be one of them).
  std::uint64_t region(std::uint64_t free, int start) const {
    std::uint64_t region = std::uint64_t(1) << start, frontier = region;
    while (frontier) {
      std::uint64_t grown = 0;
      for (std::uint64_t bits = frontier; bits; bits &= bits - 1)
        grown |= neighbours_[std::size_t(std::countr_zero(bits))];
      frontier = grown & free & ~region;
      region |= frontier;
    }
    return region;
  }

  // The region's name: its lowest cell.
  static int lowest(std::uint64_t region) { return std::countr_zero(region); }

 private:
  std::vector<std::uint64_t> neighbours_;  // per cell: its neighbours as bits
  std::uint64_t all_ = 0;
};

}  // namespace polyplan
