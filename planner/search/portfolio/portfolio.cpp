#include "planner/search/portfolio/portfolio.hpp"

#include <algorithm>
#include <chrono>

#include "planner/search/search_configuration.hpp"

namespace polyplan {

double portfolio_share(const std::vector<double>& shares, std::size_t count, std::size_t stage) {
  if (shares.empty()) return 1.0 / static_cast<double>(count - stage);
  double rest = 0;
  for (std::size_t later = stage; later < count; ++later) rest += shares[later];
  return shares[stage] / rest;
}

SearchResult run_portfolio(const std::vector<SearchConfiguration>& stages, const std::vector<double>& shares,
                           Environment& environment, const SearchLimits& limits) {
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  SearchResult result;
  result.status = SearchStatus::TimeLimit;  // when no stage gets any time
  SearchStatistics total;
  for (std::size_t i = 0; i < stages.size(); ++i) {
    SearchLimits stage_limits = limits;
    if (limits.time_s > 0) {
      double left = limits.time_s - elapsed();
      if (left <= 0) break;
      stage_limits.time_s = left * portfolio_share(shares, stages.size(), i);
    }
    const double stage_start = elapsed();
    result = stages[i].run(environment, stage_limits);
    total.stages.push_back({result.status, elapsed() - stage_start, result.statistics.expanded});
    total.expanded += result.statistics.expanded;
    total.generated += result.statistics.generated;
    total.evaluated += result.statistics.evaluated;
    total.reopened += result.statistics.reopened;
    total.max_depth = std::max(total.max_depth, result.statistics.max_depth);
    total.memory_bytes = std::max(total.memory_bytes, result.statistics.memory_bytes);
    if (i == 0) total.initial_h = result.statistics.initial_h;
    total.f_bound = std::max(total.f_bound, result.statistics.f_bound);
    if (result.status == SearchStatus::Solved || result.status == SearchStatus::Unsolvable ||
        result.status == SearchStatus::Interrupted)
      break;
  }
  total.ebf = result.status == SearchStatus::Solved
                  ? effective_branching_factor(total.expanded, static_cast<int>(result.plan.moves.size()))
                  : 0;
  total.time_s = elapsed();
  result.statistics = total;
  return result;
}

}  // namespace polyplan
