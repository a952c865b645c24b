#pragma once
#include <functional>
#include <memory>

#include "heuristics/heuristic.hpp"
#include "domains/move_macro.hpp"
#include "domains/move_pruner.hpp"
#include "domains/tie_key.hpp"
#include "planner/search/open_list.hpp"
#include "planner/search/search_result.hpp"

namespace polyplan {

// How a best-first search orders its open list: f = g_weight * g + h_weight * h (weights in
// thousandths, so that weighted A* keeps integer keys), then the tie keys.
struct BestFirstSettings {
  int g_weight = 1000;
  int h_weight = 1000;
  std::vector<TieKey> tie_keys;  // after f, in order; at most OpenList::kMaxTieKeys
  bool lifo = false;             // inside the last tie: newest first instead of oldest first
  bool reopen_closed = true;  // needed for optimality when h is admissible but inconsistent
  bool reduce_symmetry = true;  // one state per arrangement of interchangeable pieces (piece_symmetry.hpp)
  bool reduce_board_symmetry = false;  // one state per orbit under the board's symmetries (board_symmetry.hpp)
  MovePruner prune;             // drops successors the family never needs; empty: keep all (move_pruner.hpp)
  MoveMacro macro;              // then replaces successors by the family's macros; empty: none (move_macro.hpp)
  // f values are grouped this many units of cost at a time, and inside a group the tie keys decide:
  // an A* plan then costs at most bucket - 1 more than the optimum (the goal's f shares its group
  // with a lower bound on the optimum). 1: plain f.
  int f_bucket = 1;
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
