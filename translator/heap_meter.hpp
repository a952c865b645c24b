#pragma once
#include <atomic>
#include <cstddef>

namespace polyplan {

// How much memory the program holds, counted as it is allocated, so that `--memory` bounds the
// whole run (translation, tables, one huge expansion) and not only the tables a search sums up
// itself. The polyplan executable links a replacement of the global operator new and delete
// (translator/metered_new.cpp) that adds and subtracts every block's usable size here; the big
// tables mapped from the kernel (large_pages.hpp) add theirs. A program without the replacement
// reads 0 and never hits the ceiling.
//
// The ceiling is the last resort behind the limit checks in long loops (stop_request.hpp): an
// allocation that would take the count past it fails with std::bad_alloc at once, before the
// system is asked for the memory, and the planner reports that as the memory limit.

namespace heap_meter_detail {
inline std::atomic<std::size_t> held{0};
inline std::atomic<std::size_t> ceiling{0};  // 0: none
}  // namespace heap_meter_detail

// The bytes held now: live heap blocks and mapped tables.
inline std::size_t heap_bytes() noexcept { return heap_meter_detail::held.load(std::memory_order_relaxed); }

// Whether `bytes` more would pass the ceiling.
inline bool heap_would_pass_ceiling(std::size_t bytes) noexcept {
  const std::size_t ceiling = heap_meter_detail::ceiling.load(std::memory_order_relaxed);
  return ceiling != 0 && heap_bytes() + bytes > ceiling;
}

inline void count_heap_taken(std::size_t bytes) noexcept {
  heap_meter_detail::held.fetch_add(bytes, std::memory_order_relaxed);
}
inline void count_heap_returned(std::size_t bytes) noexcept {
  heap_meter_detail::held.fetch_sub(bytes, std::memory_order_relaxed);
}

// Sets the ceiling (0: none) for as long as the scope lives; the previous one comes back after.
class HeapCeilingScope {
 public:
  explicit HeapCeilingScope(std::size_t bytes)
      : previous_(heap_meter_detail::ceiling.exchange(bytes, std::memory_order_relaxed)) {}
  ~HeapCeilingScope() { heap_meter_detail::ceiling.store(previous_, std::memory_order_relaxed); }
  HeapCeilingScope(const HeapCeilingScope&) = delete;
  HeapCeilingScope& operator=(const HeapCeilingScope&) = delete;

 private:
  std::size_t previous_;
};

}  // namespace polyplan
