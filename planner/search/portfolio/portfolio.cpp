#include "planner/search/portfolio/portfolio.hpp"

#include <chrono>

#include "planner/search/portfolio/parallel_portfolio.hpp"
#include "planner/search/portfolio/portfolio_totals.hpp"
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
  if (limits.threads > 1 && stages.size() > 1) return run_portfolio_in_parallel(stages, shares, environment, limits);
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  SearchResult result;
  result.status = SearchStatus::TimeLimit;  // when no stage gets any time
  SearchStatistics total;
  for (std::size_t i = 0; i < stages.size(); ++i) {
    SearchLimits stage_limits = limits;
    stage_limits.threads = 1;
    if (limits.time_s > 0) {
      double left = limits.time_s - elapsed();
      if (left <= 0) break;
      stage_limits.time_s = left * portfolio_share(shares, stages.size(), i);
    }
    const double stage_start = elapsed();
    result = stages[i].run(environment, stage_limits);
    total.stages.push_back({result.status, elapsed() - stage_start, result.statistics.expanded});
    add_stage_work(total, result.statistics, i == 0);
    if (result.status == SearchStatus::Solved || result.status == SearchStatus::Unsolvable ||
        result.status == SearchStatus::Interrupted)
      break;
  }
  close_portfolio(result, std::move(total), elapsed());
  return result;
}

}  // namespace polyplan
