#pragma once
#include <algorithm>

#include "planner/search/search_result.hpp"

namespace polyplan {

// A portfolio's statistics are its stages' together, however they ran: the work added up, the
// deepest node, the largest tables and f bound, the first stage's estimate of the start.
inline void add_stage_work(SearchStatistics& total, const SearchStatistics& stage, bool first_stage) {
  total.expanded += stage.expanded;
  total.generated += stage.generated;
  total.evaluated += stage.evaluated;
  total.reopened += stage.reopened;
  total.max_depth = std::max(total.max_depth, stage.max_depth);
  total.memory_bytes = std::max(total.memory_bytes, stage.memory_bytes);
  if (first_stage) total.initial_h = stage.initial_h;
  total.f_bound = std::max(total.f_bound, stage.f_bound);
}

// Gives `result` the totals, with the branching factor of all the stages' expansions for its plan.
inline void close_portfolio(SearchResult& result, SearchStatistics total, double elapsed_s) {
  total.ebf = result.status == SearchStatus::Solved
                  ? effective_branching_factor(total.expanded, static_cast<int>(result.plan.moves.size()))
                  : 0;
  total.time_s = elapsed_s;
  result.statistics = std::move(total);
}

}  // namespace polyplan
