#pragma once
#include <array>
#include <cstdint>
#include <span>

namespace polyplan {

// How a pattern's rank (permutation_rank.hpp: position i adds its cell's index among the cells
// that positions before it do not hold, times its place value) changes when the tile at one
// position moves from cell `from` to cell `to`, neither of them held by another position. The
// moved position's own digit changes by (to - from) less the change in how many earlier cells
// lie below it; every later position's digit rises by one if the tile leaves a cell below it and
// drops by one if it arrives below it. A move of the incremental lookups (incremental_tile_pdb.hpp)
// asks this once per view, so it is the pattern databases' innermost step.
//
// The general form compares the two cells with each position's cell. The change may be
// negative: unsigned arithmetic wraps it into the right index.
inline std::uint64_t index_change_by_positions(std::span<const int> cells, std::span<const std::uint64_t> place_value,
                                               std::size_t moved, int from, int to) {
  int below_from = 0, below_to = 0;
  for (std::size_t j = 0; j < moved; ++j) {
    below_from += cells[j] < from;
    below_to += cells[j] < to;
  }
  std::uint64_t change = std::uint64_t((to - below_to) - (from - below_from)) * place_value[moved];
  for (std::size_t i = moved + 1; i < cells.size(); ++i)
    change += std::uint64_t(int(from < cells[i]) - int(to < cells[i])) * place_value[i];
  return change;
}

// The same for patterns of at most eight tiles, whose cells (below 64) are packed a byte per
// position into one word. One subtraction compares every position's cell with a cell at once,
// and a multiplication gathers the answers into a byte; the later positions' place values are
// then summed by a table indexed by that byte, and the earlier positions counted by another.
// About twenty instructions in place of a loop of compares and multiplications per position,
// which took a quarter of the 24-puzzle search's instructions.
class SmallPatternIndexChange {
 public:
  static constexpr std::size_t kMaxPositions = 8;

  explicit SmallPatternIndexChange(std::span<const std::uint64_t> place_value)
      : positions_(place_value.size()), valid_((1u << place_value.size()) - 1) {
    for (std::size_t i = 0; i < positions_; ++i) place_value_[i] = place_value[i];
    for (unsigned set = 0; set < 256; ++set)
      for (std::size_t i = 0; i < positions_; ++i)
        if (set >> i & 1) weight_[set] += place_value_[i];
  }

  static std::uint64_t pack(std::span<const int> cells) {
    std::uint64_t packed = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) packed |= std::uint64_t(cells[i]) << (8 * i);
    return packed;
  }
  // `packed` with position `moved` changed from cell `from` to cell `to`.
  static std::uint64_t moved(std::uint64_t packed, std::size_t position, int from, int to) {
    return packed ^ (std::uint64_t(from ^ to) << (8 * position));
  }

  std::uint64_t operator()(std::uint64_t packed, std::size_t moved, int from, int to) const {
    unsigned above_from = above(packed, from) & valid_, above_to = above(packed, to) & valid_;
    unsigned before = (1u << moved) - 1, after = valid_ & ~((2u << moved) - 1);
    // An earlier cell is never `from` or `to`, so those below are the earlier ones not above.
    int digit_change = (to - from) + kCount[above_to & before] - kCount[above_from & before];
    return std::uint64_t(digit_change) * place_value_[moved] + weight_[above_from & after] - weight_[above_to & after];
  }

  // How many positions hold a cell below `cell`.
  int count_below(std::uint64_t packed, int cell) const {
    return static_cast<int>(positions_) - kCount[above(packed, cell - 1) & valid_];
  }

 private:
  // The positions whose cell is above `cell` (from -1 to 63), as bits: in each byte, the cell
  // with its top bit set, less cell + 1, keeps the top bit exactly when the cell is above `cell`
  // (no byte borrows from the next: 128 or more, less at most 64); the eight top bits, moved to
  // the bottom of their bytes, are gathered into the top byte by the multiplication (each lands
  // on its own bit there, and nothing below carries into it).
  static unsigned above(std::uint64_t packed, int cell) {
    constexpr std::uint64_t kTops = 0x8080808080808080, kOnes = 0x0101010101010101;
    std::uint64_t tops = ((packed | kTops) - kOnes * std::uint64_t(cell + 1)) & kTops;
    return static_cast<unsigned>(((tops >> 7) * 0x0102040810204080) >> 56);
  }

  // Set bits per byte, by table: without a target flag the compiler calls a library routine for
  // popcount.
  static constexpr std::array<std::uint8_t, 256> kCount = [] {
    std::array<std::uint8_t, 256> count{};
    for (unsigned set = 1; set < 256; ++set) count[set] = static_cast<std::uint8_t>(count[set >> 1] + (set & 1));
    return count;
  }();

  std::size_t positions_;
  unsigned valid_;
  std::array<std::uint64_t, kMaxPositions> place_value_{};
  std::array<std::uint64_t, 256> weight_{};  // per set of positions: the sum of their place values
};

}  // namespace polyplan
