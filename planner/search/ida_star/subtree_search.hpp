#pragma once
#include <algorithm>
#include <atomic>
#include <climits>
#include <cstddef>
#include <vector>

#include "planner/search/ida_star/incremental_ida_star.hpp"

namespace polyplan {

// The pieces shared by the searches that hand one IDA* iteration's subtrees to threads (A*+IDA*'s
// frontier nodes, hybrid_ida_star.hpp; a depth-first split's nodes, split_ida_star.hpp). Both
// report exactly one thread's counts, so each keeps what every subtree's search did and adds up
// the subtrees up to the first with a goal, in the order one thread would search them.

// The limits of each of `threads` searches that together must keep to `limits`: each search counts
// its own expansions, so they share the node budget (each once had the whole of it).
inline SearchLimits shared_among(SearchLimits limits, std::size_t threads) {
  if (limits.nodes > 0) limits.nodes = std::max<std::size_t>(limits.nodes / threads, 1);
  return limits;
}

// What one thread's IDA* did below one subtree's root in one iteration.
template <class Move>
struct SubtreeSearch {
  std::size_t expanded = 0, generated = 0;
  int max_depth = 0;
  int next_bound = INT_MAX;
  std::vector<Move> path;  // from the root to the goal, when one was found below it
};

// Searches below the puzzle's state (reached in `g` moves, `parent` the last) with `search`,
// keeping its counts in `here`. True when the search is over: a goal (here.path) or a limit
// (search.stopped()).
template <class Puzzle>
bool search_subtree(IncrementalIdaStar<Puzzle>& search, int g, const typename Puzzle::Move* parent, int bound,
                    SubtreeSearch<typename Puzzle::Move>& here) {
  search.start_iteration();
  SearchStatistics before = search.statistics();
  bool over = search.search_below(g, parent, bound);
  here.expanded = search.statistics().expanded - before.expanded;
  here.generated = search.statistics().generated - before.generated;
  here.max_depth = search.statistics().max_depth;
  here.next_bound = search.next_bound();
  if (over && !search.stopped()) here.path = search.path();
  return over;
}

// Lowers `found` to subtree i when it is earlier: the goal one thread would reach first.
inline void lower_found(std::atomic<std::size_t>& found, std::size_t i) {
  for (std::size_t seen = found.load(); i < seen && !found.compare_exchange_weak(seen, i);) {
  }
}

// Adds subtrees [0, counted) to `statistics`; returns the least f they cut, or `next`.
template <class Move>
int add_subtrees(SearchStatistics& statistics, const std::vector<SubtreeSearch<Move>>& below, std::size_t counted,
                 int next) {
  for (std::size_t i = 0; i < counted; ++i) {
    statistics.expanded += below[i].expanded;
    statistics.generated += below[i].generated;
    statistics.evaluated += below[i].generated;
    statistics.max_depth = std::max(statistics.max_depth, below[i].max_depth);
    next = std::min(next, below[i].next_bound);
  }
  return next;
}

}  // namespace polyplan
