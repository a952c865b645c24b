#include "planner/search/search_result.hpp"

#include <cmath>

namespace polyplan {

const char* to_string(SearchStatus status) {
  switch (status) {
    case SearchStatus::Solved:
      return "solved";
    case SearchStatus::Unsolvable:
      return "unsolvable";
    case SearchStatus::TimeLimit:
      return "time-limit";
    case SearchStatus::MemoryLimit:
      return "memory-limit";
    case SearchStatus::NodeLimit:
      return "node-limit";
    case SearchStatus::Interrupted:
      return "interrupted";
    case SearchStatus::Cancelled:
      return "cancelled";
  }
  return "unknown";
}

SearchStatus status_of(StopCause cause) {
  switch (cause) {
    case StopCause::Time:
      return SearchStatus::TimeLimit;
    case StopCause::Memory:
      return SearchStatus::MemoryLimit;
    case StopCause::Interrupt:
      return SearchStatus::Interrupted;
    case StopCause::Cancel:
      return SearchStatus::Cancelled;
  }
  return SearchStatus::Interrupted;
}

SearchResult finished_search(SearchStatus status, Plan plan, SearchStatistics statistics, double elapsed_s,
                             std::size_t memory_bytes) {
  SearchResult result;
  result.status = status;
  statistics.time_s = elapsed_s;
  statistics.memory_bytes = memory_bytes;
  if (status == SearchStatus::Solved) {
    statistics.ebf = effective_branching_factor(statistics.expanded, static_cast<int>(plan.moves.size()));
    result.plan = std::move(plan);
  }
  result.statistics = statistics;
  return result;
}

double effective_branching_factor(std::size_t expanded, int depth) {
  if (depth <= 0) return 0;
  double target = static_cast<double>(expanded) + 1;
  auto total = [&](double b) {
    double sum = 0, power = 1;
    for (int i = 1; i <= depth; ++i) {
      power *= b;
      sum += power;
      if (sum > target) break;
    }
    return sum;
  };
  double low = 0, high = std::max(1.0, target);
  for (int round = 0; round < 100; ++round) {
    double middle = (low + high) / 2;
    (total(middle) < target ? low : high) = middle;
  }
  return (low + high) / 2;
}

}  // namespace polyplan
