#pragma once
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <optional>

#include "translator/heap_meter.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {

// The limits of one problem's whole run, from its translation to the end of its search: the
// deadline `seconds` from now, and `bytes` of memory by the heap meter, which every long step
// asks (translator/stop_request.hpp), with an allocation ceiling a little above it behind them.
// A run of a huge board spends seconds and gigabytes before its search starts (placement tables
// of a 300x300 frame), and one expansion may hold millions of children: both count.
class RunLimits {
 public:
  // 0: no limit of that kind.
  RunLimits(double seconds, std::size_t bytes)
      : start_(std::chrono::steady_clock::now()),
        deadline_(seconds > 0 ? std::optional(start_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                           std::chrono::duration<double>(seconds)))
                              : std::nullopt),
        memory_(bytes),
        ceiling_(bytes > 0 ? bytes + ceiling_headroom(bytes) : 0) {}

  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

  // The room between the limit and the ceiling: the limit is noticed by checks every few thousand
  // items, and a search that notices it still allocates a little to report; the ceiling is for the
  // one allocation that would carry the run far past the limit between two checks.
  static std::size_t ceiling_headroom(std::size_t bytes) { return std::max(bytes / 32, kLeastHeadroom); }

 private:
  static constexpr std::size_t kLeastHeadroom = std::size_t(16) << 20;

  std::chrono::steady_clock::time_point start_;
  DeadlineScope deadline_;
  MemoryLimitScope memory_;
  HeapCeilingScope ceiling_;
};

}  // namespace polyplan
