#pragma once
#include <cstdint>
#include <functional>
#include <memory>

#include "domains/move_macro.hpp"
#include "domains/move_pruner.hpp"
#include "domains/tie_key.hpp"
#include "heuristics/heuristic.hpp"
#include "planner/search/best_first/open_list.hpp"
#include "planner/search/search_result.hpp"

namespace polyplan {

// The unit of the searches' weights: kWeightScale is a weight of 1. Weights are integers in
// thousandths, so that weighted A* (w = 1.5) keeps integer keys in its open list.
inline constexpr int kWeightScale = 1000;

// How a best-first search orders its open list: f = g_weight * g + h_weight * h (weights in
// thousandths), then the tie keys.
struct BestFirstSettings {
  int g_weight = kWeightScale;
  int h_weight = kWeightScale;
  std::vector<TieKey> tie_keys;        // after f, in order; at most OpenList::kMaxTieKeys
  bool lifo = false;                   // inside the last tie: newest first instead of oldest first
  bool reopen_closed = true;           // needed for optimality when h is admissible but inconsistent
  bool reduce_symmetry = true;         // one state per arrangement of interchangeable pieces (piece_symmetry.hpp)
  bool reduce_board_symmetry = false;  // one state per orbit under the board's symmetries (board_symmetry.hpp)
  MovePruner prune;                    // drops successors the family never needs; empty: keep all (move_pruner.hpp)
  MoveMacro macro;                     // then replaces successors by the family's macros; empty: none (move_macro.hpp)
  // f values are grouped this many units of cost at a time, and inside a group the tie keys decide:
  // an A* plan then costs at most bucket - 1 more than the optimum (the goal's f shares its group
  // with a lower bound on the optimum). 1: plain f.
  int f_bucket = 1;
  // With a heuristic that marks preferred successors: a second open list holds them, and the
  // search pops the two in turn, the second `preferred_boost` turns more after each new best h
  // (Fast Downward's boosted alternation). 0: one open list.
  bool preferred = false;
  int preferred_boost = 1000;

  // f in thousandths of a unit of cost.
  std::int64_t weighted_f(int g, int h) const { return std::int64_t(g_weight) * g + std::int64_t(h_weight) * h; }
  // The open list's key: f in thousandths, or its group when f values are grouped.
  std::int64_t queue_key(int g, int h) const {
    const std::int64_t f = weighted_f(g, h);
    return f_bucket > 1 ? f / (std::int64_t(kWeightScale) * f_bucket) : f;
  }
  // f in units of cost, rounded down: the bound a search reports.
  int f_in_cost(int g, int h) const { return static_cast<int>(weighted_f(g, h) / kWeightScale); }
};

// Uniform cost (h_weight 0), A*, weighted A*, greedy best-first (g_weight 0) and DPA* (A* with
// depth tie-breaking) are this one search with different settings. Goal test at expansion.
// Without a heuristic (nullptr) h is 0. With an observer, every queued and expanded node is
// reported to it (solve --trace); without one the search runs code that has no such calls.
class SearchObserver;
SearchResult best_first_search(Environment& environment, Heuristic* heuristic, const BestFirstSettings& settings,
                               const SearchLimits& limits, SearchObserver* observer = nullptr);

// Breadth-first graph search with the goal test at generation (optimal for unit costs).
SearchResult breadth_first_search(Environment& environment, const SearchLimits& limits);

// Iterative-deepening A*: depth-first within growing f bounds, no closed list; memory stays
// proportional to the plan length. Cycles along the current path are cut.
SearchResult ida_star(Environment& environment, Heuristic& heuristic, const SearchLimits& limits);

}  // namespace polyplan
