#pragma once
#include <algorithm>
#include <cstddef>
#include <vector>

namespace polyplan {

// How many elements may be added between two checks of a memory limit (one expansion's
// successors, with room to spare).
inline constexpr std::size_t kGrowthHeadroom = 1024;

// The bytes a vector will hold once it has taken kGrowthHeadroom more elements: its capacity,
// or the doubled capacity when that many more would make it grow. A search that compares this,
// not the present size, with its budget stops before a growth carries it over the budget.
template <class T>
std::size_t projected_bytes(const std::vector<T>& values) {
  std::size_t capacity = values.capacity();
  if (values.size() + kGrowthHeadroom > capacity) capacity = std::max(capacity * 2, values.size() + kGrowthHeadroom);
  return capacity * sizeof(T);
}

inline std::size_t projected_bytes(const std::vector<bool>& values) {
  std::size_t capacity = values.capacity();
  if (values.size() + kGrowthHeadroom > capacity) capacity = std::max(capacity * 2, values.size() + kGrowthHeadroom);
  return capacity / 8;
}

}  // namespace polyplan
