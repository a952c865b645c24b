#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace polyplan {

// A few boxes and the agent's side of them, as the deadlock searches over box sets key their
// states and their memory of decided sets (corral_deadlock.hpp, local_deadlock.hpp): the boxes'
// cells sorted, then the agent's mark (the lowest cell of its component of the floor), then kFree.
// It is sixteen bytes kept by value, because the searches that run out of budget make most of the
// tests' work and a string key or a vector of cells cost a heap block per state. It is exact (a
// collision would prune a solvable state): a cell or mark is below kFree, so keys of different
// box counts differ where the shorter one ends. Floors of kFree cells or more get no such search.
struct BoxSetKey {
  static constexpr int kSlots = 8;
  static constexpr std::uint16_t kFree = 0xFFFF;
  std::array<std::uint16_t, kSlots> slots;
  bool operator==(const BoxSetKey&) const = default;

  // `cells` sorted, at most kSlots - 1 of them.
  static BoxSetKey of(const std::vector<int>& cells, int agent_mark) {
    BoxSetKey key;
    key.slots.fill(kFree);
    for (std::size_t i = 0; i < cells.size(); ++i) key.slots[i] = static_cast<std::uint16_t>(cells[i]);
    key.slots[cells.size()] = static_cast<std::uint16_t>(agent_mark);
    return key;
  }
};

struct BoxSetKeyHash {
  std::size_t operator()(const BoxSetKey& key) const {
    std::uint64_t low = 0, high = 0;
    std::memcpy(&low, key.slots.data(), sizeof low);
    std::memcpy(&high, key.slots.data() + 4, sizeof high);
    const std::uint64_t mixed = (low ^ (high * 0x9E3779B97F4A7C15ULL)) * 0xBF58476D1CE4E5B9ULL;
    return static_cast<std::size_t>(mixed ^ (mixed >> 31));
  }
};

}  // namespace polyplan
