#pragma once
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <optional>

#include "planner/search/search_result.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {

// Building a heuristic's tables is part of solving, so its time and the bytes of its tables count
// against the limits and are reported with the search's. Started before the set-up; asked, once
// the tables exist, what is left for the search proper. Made with the limits, it also opens a
// BuildBudget for the builds that check it (translator/build_budget.hpp), so that a build that
// reaches a limit stops there (stopped() is then the result to report).
class SetupBudget {
 public:
  SetupBudget() : start_(std::chrono::steady_clock::now()) {}
  explicit SetupBudget(const SearchLimits& limits)
      : start_(std::chrono::steady_clock::now()), build_(std::in_place, limits.time_s, limits.memory_bytes) {}

  // The result of a set-up that a build stopped at a limit; closes the build budget.
  SearchResult stopped(const LimitReached& stop) {
    seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    build_.reset();
    return finished_search(status_of(stop.cause()), {}, {}, seconds_, bytes_);
  }

  // Ends the set-up. The limits left for the search, or nullopt when the set-up used one of them
  // up (then `exhausted()` is the result to report).
  std::optional<SearchLimits> left(const SearchLimits& limits, std::size_t table_bytes) {
    build_.reset();
    seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    bytes_ = table_bytes;
    SearchLimits own = limits;
    if (limits.time_s > 0) {
      if (seconds_ >= limits.time_s) return exhausted_as(SearchStatus::TimeLimit);
      own.time_s = limits.time_s - seconds_;
    }
    if (limits.memory_bytes > 0) {
      if (bytes_ >= limits.memory_bytes) return exhausted_as(SearchStatus::MemoryLimit);
      own.memory_bytes = limits.memory_bytes - bytes_;
    }
    return own;
  }
  SearchResult exhausted() const { return finished_search(status_, {}, {}, seconds_, bytes_); }
  // The search's result with the set-up's time and tables added.
  SearchResult add_to(SearchResult result) const {
    result.statistics.time_s += seconds_;
    result.statistics.setup_s += seconds_;
    result.statistics.memory_bytes += bytes_;
    return result;
  }

 private:
  std::nullopt_t exhausted_as(SearchStatus status) {
    status_ = status;
    return std::nullopt;
  }

  std::chrono::steady_clock::time_point start_;
  std::optional<BuildBudget> build_;
  double seconds_ = 0;
  std::size_t bytes_ = 0;
  SearchStatus status_ = SearchStatus::TimeLimit;
};

// The set-up every search plugin shares, written once: `build()` makes what the search needs on
// this task (the heuristic and its tables, tie keys, pruners, macros) inside the limits and
// returns the bytes its tables hold; `search(left)` then runs with what is left of the limits. A
// limit reached while building, or used up by it, ends the run with that status and the set-up's
// time and bytes; a search's statistics include them.
template <typename Build, typename Search>
SearchResult run_after_setup(const SearchLimits& limits, Build&& build, Search&& search) {
  SetupBudget setup(limits);
  std::size_t table_bytes = 0;
  try {
    table_bytes = build();
  } catch (const LimitReached& stop) {
    return setup.stopped(stop);
  }
  std::optional<SearchLimits> left = setup.left(limits, table_bytes);
  if (!left) return setup.exhausted();
  return setup.add_to(search(*left));
}

// The limits with a search's own expansion budget as the node limit where it is the smaller (a
// portfolio gives a quick stage a fixed share that does not depend on the machine's load); a
// budget of 0 is none.
inline SearchLimits with_node_budget(SearchLimits limits, std::size_t nodes) {
  if (nodes > 0) limits.nodes = limits.nodes > 0 ? std::min(limits.nodes, nodes) : nodes;
  return limits;
}

}  // namespace polyplan
