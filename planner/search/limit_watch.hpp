#pragma once
#include <atomic>
#include <chrono>
#include <optional>

#include "planner/search/search_result.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {

// Checks a search's limits. Looking at the clock costs more than an expansion, so the time is
// looked at every 256 calls: the search's own and the deadline of the run around it; memory is
// whatever the search says its tables hold, and the whole program's heap against the run's memory
// limit; an interrupt (translator/stop_request.hpp) is one atomic load and is looked at on every
// call, and so is the cancel flag of a portfolio's stage (CancelScope), taken when the watch is made
// so that helper threads that call it see the flag of the thread that made it. While the watch
// lives, its deadline is the one long steps inside the search (a table's growth, one expansion's
// successors) ask.
class LimitWatch {
 public:
  explicit LimitWatch(const SearchLimits& limits)
      : limits_(limits),
        start_(std::chrono::steady_clock::now()),
        deadline_(deadline(limits, start_)),
        cancel_(CancelScope::current()) {}

  std::optional<SearchStatus> exceeded(std::size_t expanded, std::size_t memory_bytes) {
    if (interrupt_signal()) return SearchStatus::Interrupted;
    if (cancel_ && cancel_->load(std::memory_order_relaxed)) return SearchStatus::Cancelled;
    if (limits_.nodes && expanded >= limits_.nodes) return SearchStatus::NodeLimit;
    if (limits_.memory_bytes && memory_bytes >= limits_.memory_bytes) return SearchStatus::MemoryLimit;
    if (MemoryLimitScope::passed()) return SearchStatus::MemoryLimit;
    if (++calls_ % 256 == 0 && ((limits_.time_s > 0 && elapsed() >= limits_.time_s) || DeadlineScope::passed()))
      return SearchStatus::TimeLimit;
    return std::nullopt;
  }
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

 private:
  static std::optional<std::chrono::steady_clock::time_point> deadline(const SearchLimits& limits,
                                                                       std::chrono::steady_clock::time_point start) {
    if (limits.time_s <= 0) return std::nullopt;
    return start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                       std::chrono::duration<double>(limits.time_s));
  }

  SearchLimits limits_;
  std::chrono::steady_clock::time_point start_;
  DeadlineScope deadline_;
  const std::atomic<bool>* cancel_;
  std::size_t calls_ = 0;
};

}  // namespace polyplan
