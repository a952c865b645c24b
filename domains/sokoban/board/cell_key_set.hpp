#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace polyplan {

// A set of fixed-width keys of 16-bit cells (a Sokoban state as its boxes' cells in increasing
// order, then a mark of the agent's region), each numbered in the order it was added. The
// backward searches (the goal perimeter, the pull search) keep millions of such states, so the
// keys lie back to back in one array, and an open-addressing table over them keeps the key's
// hash beside its number: a probe reads a stored key only when the hashes agree, and a growth
// places the slots without reading any key (the keys are most of the memory, and reading them
// back was most of a build's time).
class CellKeySet {
 public:
  static constexpr std::uint32_t kAbsent = 0xFFFFFFFF;

  // Where a key is, or where it would go.
  struct Probe {
    std::size_t slot;
    std::uint32_t hash;
    std::uint32_t index;  // kAbsent when the key is not in the set
    bool found() const { return index != kAbsent; }
  };

  explicit CellKeySet(std::size_t width);

  std::size_t size() const { return keys_.size() / width_; }
  const std::uint16_t* key(std::size_t index) const { return keys_.data() + index * width_; }

  Probe probe(const std::uint16_t* key) const;
  // Adds a key a probe did not find, with no add since that probe; returns its number.
  std::uint32_t add(const Probe& probe, const std::uint16_t* key);
  // The bytes the next add allocates on top of memory_bytes() while it grows the arrays (the old
  // ones are still held then), so that a caller can check a memory budget before a doubling.
  std::size_t growth_bytes() const;
  std::size_t memory_bytes() const;

 private:
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t index_plus_one = 0;  // 0: empty
  };
  std::uint32_t hash_key(const std::uint16_t* key) const;
  void grow();

  std::size_t width_;
  std::vector<std::uint16_t> keys_;
  std::vector<Slot> table_;
};

}  // namespace polyplan
