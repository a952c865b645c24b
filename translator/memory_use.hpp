#pragma once
#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace polyplan {

// How many elements may be added between two checks of a memory limit (one expansion's
// successors, with room to spare).
inline constexpr std::size_t kGrowthHeadroom = 1024;

// The capacity a search table grows to when full: a quarter more, not double. Near a memory
// budget a doubling would stop the search (or carry it past the budget) while a third of the
// budget is still free; a quarter keeps the copying bounded (each element is copied about four
// times over the table's life) and, while a table moves, old and new copies together hold 2.25
// times its size instead of 3.
inline std::size_t next_capacity(std::size_t capacity, std::size_t needed) {
  return std::max(capacity + capacity / 4, needed);
}

// Makes room for `count` more elements, growing by next_capacity, so that projected_bytes below
// tells the truth.
template <class T>
void reserve_gently(std::vector<T>& values, std::size_t count) {
  if (values.size() + count > values.capacity())
    values.reserve(next_capacity(values.capacity(), values.size() + count + kGrowthHeadroom));
}

template <class T, class Value>
void push_back_gently(std::vector<T>& values, Value&& value) {
  reserve_gently(values, 1);
  values.push_back(std::forward<Value>(value));
}

// The bytes a vector will hold once it has taken kGrowthHeadroom more elements: its capacity,
// or the grown capacity when that many more would make it grow. A search that compares this,
// not the present size, with its budget stops before a growth carries it over the budget.
template <class T>
std::size_t projected_bytes(const std::vector<T>& values) {
  std::size_t capacity = values.capacity();
  if (values.size() + kGrowthHeadroom > capacity) capacity = next_capacity(capacity, values.size() + kGrowthHeadroom);
  return capacity * sizeof(T);
}

inline std::size_t projected_bytes(const std::vector<bool>& values) {
  std::size_t capacity = values.capacity();
  if (values.size() + kGrowthHeadroom > capacity) capacity = next_capacity(capacity, values.size() + kGrowthHeadroom);
  return capacity / 8;
}

}  // namespace polyplan
