#pragma once
#include <cstdint>
#include <span>
#include <vector>

namespace polyplan {

// Sorts the values of each group of state variables among themselves: the canonical form of a
// state whose pieces inside a group are interchangeable. Groups are short and a child arrives
// nearly sorted (one piece moved since its parent was sorted), so insertion sort through the
// index list is the cheapest and needs no buffer.
inline void sort_group(const std::vector<int>& group, std::span<std::uint32_t> state) {
  for (std::size_t i = 1; i < group.size(); ++i) {
    std::uint32_t value = state[static_cast<std::size_t>(group[i])];
    std::size_t j = i;
    for (; j > 0 && state[static_cast<std::size_t>(group[j - 1])] > value; --j)
      state[static_cast<std::size_t>(group[j])] = state[static_cast<std::size_t>(group[j - 1])];
    state[static_cast<std::size_t>(group[j])] = value;
  }
}

inline void sort_within_groups(const std::vector<std::vector<int>>& groups, std::span<std::uint32_t> state) {
  for (const std::vector<int>& group : groups) sort_group(group, state);
}

}  // namespace polyplan
