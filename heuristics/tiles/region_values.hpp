#pragma once
#include <cstdint>
#include <vector>

#include "heuristics/pdb/table_bytes.hpp"

namespace polyplan {

// One region of one placement whose value is above the placement's least value.
struct RegionValue {
  std::uint32_t placement;
  std::uint8_t cell;  // the region's lowest cell
  std::uint8_t value;
};

// The values a pattern database keeps per blank region, beside its table of the least value per
// placement, whose bytes flag the placements with a region above the least (kFlag). On the
// 24-puzzle's 6-tile patterns 16 to 18% of the placements are flagged, 94% of those with one such
// region, and every such region is 2, 4 or 6 above the least (a detour of the blank around a
// pattern tile costs moves in pairs). So each flagged placement gets two bytes, one per region
// (its lowest cell times 4 plus half the excess, 0 for none); the few with three or more such
// regions, or another excess, are listed apart and found by binary search. On disk the pairs are
// kept only for the flagged placements, numbered by a count per 64 placements plus the flags
// before them in their block; in memory they are spread out per placement (pair_at_).
class RegionValues {
 public:
  static constexpr std::uint8_t kFlag = 0x80;

  RegionValues() = default;
  // `table`: the least values per placement with kFlag set on exactly the placements `values`
  // names; `values` sorted by placement, then cell.
  RegionValues(const TableBytes& table, const std::vector<RegionValue>& values);

  // The value of the region named `cell` of a flagged `placement`; `least` when that region has
  // none above (it is one of the least).
  int value(std::uint64_t placement, int cell, int least) const {
    std::uint16_t pair = pair_at_[placement];
    if (pair == 0) return listed(placement, cell, least);
    for (std::uint8_t slot : {std::uint8_t(pair & 0xFF), std::uint8_t(pair >> 8)})
      if (slot && (slot >> 2) == cell) return least + 2 * (slot & 3);
    return least;
  }

  // Starts loading the pair value() reads for `placement`, beside the table's own entry.
  void prefetch(std::uint64_t placement) const { __builtin_prefetch(pair_at_.data() + placement); }

  std::uint64_t flagged() const { return pairs_.size(); }
  std::uint64_t listed() const { return listed_.size(); }
  std::size_t bytes() const {
    return block_count_.size() * 4 + pairs_.size() * 2 + listed_.size() * sizeof(RegionValue) + pair_at_.size() * 2;
  }

  // Appends the structure to `out`; `read` takes it back from the bytes of `in` from `at` to the
  // end (false when they do not hold one).
  void write(TableBytes& out) const;
  bool read(const TableBytes& in, std::size_t at);

 private:
  int listed(std::uint64_t placement, int cell, int least) const;
  // Fills pair_at_ from the compact form and the table's flags.
  void spread(const std::uint8_t* table, std::size_t entries);

  std::vector<std::uint32_t> block_count_;  // per 64 placements: the flagged ones before them
  std::vector<std::uint16_t> pairs_;        // per flagged placement: two regions, or 0: listed
  std::vector<RegionValue> listed_;         // the other flagged placements' regions, sorted
  // The pairs again, per placement (0 where unflagged or listed), in memory only: a lookup reads
  // its pair at the entry's own index, so it can be fetched with the entry, where reading the
  // compact form waited for the entry and then for the block's count, two random reads in turn.
  // Two bytes a placement (255 MB for six tiles of the 24-puzzle) for an eighth more expansions a
  // second on the 24-puzzle (docs/tile-heuristics.md, "Region-kept tables").
  std::vector<std::uint16_t, HugePageAllocator<std::uint16_t>> pair_at_;
};

}  // namespace polyplan
