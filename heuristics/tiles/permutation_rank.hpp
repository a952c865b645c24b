#pragma once
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

namespace polyplan {

// The lexicographic rank of k distinct cells out of n (a k-permutation), dense in
// [0, n!/(n-k)!): position i contributes (its cell's index among the cells not used by positions
// before it) times the number of ways to fill the positions after it. Cells are below 64, so the
// used cells are one word and an index among the unused ones is one popcount.
//
// A rank of k + 1 positions is the rank of the first k times (n - k) plus the last one's index
// among the n - k cells left, which is how the databases add the blank to a pattern.
class PermutationRank {
 public:
  PermutationRank(int cells, int positions) : place_value_(std::size_t(positions), 1) {
    for (int i = positions - 1; i-- > 0;)
      place_value_[std::size_t(i)] = place_value_[std::size_t(i) + 1] * std::uint64_t(cells - 1 - i);
    size_ = positions == 0 ? 1 : place_value_[0] * std::uint64_t(cells);
  }

  std::uint64_t size() const { return size_; }
  std::size_t positions() const { return place_value_.size(); }
  std::uint64_t place_value(std::size_t position) const { return place_value_[position]; }

  std::uint64_t rank(std::span<const int> cells) const {
    std::uint64_t used = 0, index = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      std::uint64_t bit = std::uint64_t(1) << cells[i];
      index += std::uint64_t(cells[i] - std::popcount(used & (bit - 1))) * place_value_[i];
      used |= bit;
    }
    return index;
  }

  void unrank(std::uint64_t index, std::span<int> cells) const {
    std::uint64_t used = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      std::uint64_t digit = index / place_value_[i];
      index %= place_value_[i];
      std::uint64_t unused = ~used;
      for (; digit > 0; --digit) unused &= unused - 1;
      cells[i] = std::countr_zero(unused);
      used |= std::uint64_t(1) << cells[i];
    }
  }

  // The index of `cell` among the cells not in `used`.
  static int digit(int cell, std::uint64_t used) {
    return cell - std::popcount(used & ((std::uint64_t(1) << cell) - 1));
  }

 private:
  std::vector<std::uint64_t> place_value_;
  std::uint64_t size_ = 1;
};

}  // namespace polyplan
