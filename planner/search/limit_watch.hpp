#pragma once
#include <chrono>
#include <optional>

#include "planner/search/search_result.hpp"

namespace polyplan {

// Checks a search's limits. Looking at the clock costs more than an expansion, so the check runs
// every 256 calls; memory is whatever the search says its tables hold.
class LimitWatch {
 public:
  explicit LimitWatch(const SearchLimits& limits) : limits_(limits), start_(std::chrono::steady_clock::now()) {}

  std::optional<SearchStatus> exceeded(std::size_t expanded, std::size_t memory_bytes) {
    if (limits_.nodes && expanded >= limits_.nodes) return SearchStatus::NodeLimit;
    if (limits_.memory_bytes && memory_bytes >= limits_.memory_bytes) return SearchStatus::MemoryLimit;
    if (++calls_ % 256 == 0 && limits_.time_s > 0 && elapsed() >= limits_.time_s) return SearchStatus::TimeLimit;
    return std::nullopt;
  }
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  SearchLimits limits_;
  std::chrono::steady_clock::time_point start_;
  std::size_t calls_ = 0;
};

}  // namespace polyplan
