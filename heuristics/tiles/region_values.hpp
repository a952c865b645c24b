#pragma once
#include <cstdint>
#include <cstring>
#include <vector>

#include "heuristics/pdb/table_bytes.hpp"

namespace polyplan {

// One region of one placement whose value is above the placement's least value.
struct RegionValue {
  std::uint32_t placement;
  std::uint8_t cell;   // the region's lowest cell
  std::uint8_t value;
};

// The values a pattern database keeps per blank region, beside its table of the least value per
// placement, whose bytes flag the placements with a region above the least (kFlag). On the
// 24-puzzle's 6-tile patterns 16 to 18% of the placements are flagged, 94% of those with one such
// region, and every such region is 2, 4 or 6 above the least (a detour of the blank around a
// pattern tile costs moves in pairs). So each flagged placement gets two bytes, one per region
// (its lowest cell times 4 plus half the excess, 0 for none); the few with three or more such
// regions, or another excess, are listed apart and found by binary search. A flagged placement's
// number among the flagged ones is the count per 64 placements before its block plus the flags
// in its block before it, read from the table's own bytes (one cache line, already loaded).
class RegionValues {
 public:
  static constexpr std::uint8_t kFlag = 0x80;

  RegionValues() = default;
  // `table`: the least values per placement with kFlag set on exactly the placements `values`
  // names; `values` sorted by placement, then cell.
  RegionValues(const TableBytes& table, const std::vector<RegionValue>& values);

  // The value of the region named `cell` of a flagged `placement`; `least` when that region has
  // none above (it is one of the least).
  int value(const std::uint8_t* table, std::uint64_t placement, int cell, int least) const {
    std::uint64_t block = placement >> 6, number = block_count_[block];
    const std::uint8_t* bytes = table + (block << 6);
    // Whole words, then the bytes left one by one: a copy of a varying length and popcount
    // without a target flag are both library calls, and this runs on every flagged lookup.
    const std::uint64_t end = placement & 63;
    std::uint64_t i = 0;
    for (; i + 8 <= end; i += 8) {
      std::uint64_t word;
      std::memcpy(&word, bytes + i, 8);
      number += flags_in(word);
    }
    for (; i < end; ++i) number += bytes[i] >> 7;
    std::uint16_t pair = pairs_[number];
    if (pair == 0) return listed(placement, cell, least);
    for (std::uint8_t slot : {std::uint8_t(pair & 0xFF), std::uint8_t(pair >> 8)})
      if (slot && (slot >> 2) == cell) return least + 2 * (slot & 3);
    return least;
  }

  std::uint64_t flagged() const { return pairs_.size(); }
  std::uint64_t listed() const { return listed_.size(); }
  std::size_t bytes() const { return block_count_.size() * 4 + pairs_.size() * 2 + listed_.size() * sizeof(RegionValue); }

  // Appends the structure to `out`; `read` takes it back from the bytes of `in` from `at` to the
  // end (false when they do not hold one).
  void write(TableBytes& out) const;
  bool read(const TableBytes& in, std::size_t at);

 private:
  int listed(std::uint64_t placement, int cell, int least) const;
  // How many of a word's eight bytes carry kFlag: each flag moved to its byte's lowest bit, and
  // one multiply sums the bytes into the top one (at most 8, so no byte overflows).
  static std::uint64_t flags_in(std::uint64_t word) {
    return (((word & 0x8080808080808080ULL) >> 7) * 0x0101010101010101ULL) >> 56;
  }

  std::vector<std::uint32_t> block_count_;  // per 64 placements: the flagged ones before them
  std::vector<std::uint16_t> pairs_;        // per flagged placement: two regions, or 0: listed
  std::vector<RegionValue> listed_;         // the other flagged placements' regions, sorted
};

}  // namespace polyplan
