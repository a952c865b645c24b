#pragma once
#include <bit>
#include <cstdint>
#include <span>

namespace polyplan {

// Sets of floor cells as bits in 64-bit words. Every set of one task has the same number of
// words, so tables store them back to back and the hot loops work on spans without allocating.
using Word = std::uint64_t;
using Bits = std::span<const Word>;
using MutableBits = std::span<Word>;

inline int words_for(int cells) { return (cells + 63) / 64; }
inline void set_bit(MutableBits bits, int cell) { bits[std::size_t(cell) >> 6] |= Word(1) << (cell & 63); }
inline bool test_bit(Bits bits, int cell) { return (bits[std::size_t(cell) >> 6] >> (cell & 63)) & 1; }

inline bool intersects(Bits a, Bits b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] & b[i]) return true;
  return false;
}
inline bool subset_of(Bits a, Bits b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] & ~b[i]) return false;
  return true;
}
inline void or_into(MutableBits target, Bits bits) {
  for (std::size_t i = 0; i < target.size(); ++i) target[i] |= bits[i];
}
inline void and_not_into(MutableBits target, Bits bits) {
  for (std::size_t i = 0; i < target.size(); ++i) target[i] &= ~bits[i];
}
inline void clear(MutableBits target) {
  for (Word& word : target) word = 0;
}
inline int count(Bits bits) {
  int total = 0;
  for (Word word : bits) total += std::popcount(word);
  return total;
}

}  // namespace polyplan
