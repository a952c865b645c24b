#pragma once
#include <cstddef>
#include <string>
#include <vector>

#include "planner/plan.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {

// Interrupted: the user stopped the run (SIGINT, SIGTERM; translator/stop_request.hpp). Cancelled:
// a stage of a portfolio on several threads stopped because another stage ended the task; only a
// stage's outcome says it, never a run's.
enum class SearchStatus { Solved, Unsolvable, TimeLimit, MemoryLimit, NodeLimit, Interrupted, Cancelled };
// solved, unsolvable, time-limit, memory-limit, node-limit, interrupted, cancelled
const char* to_string(SearchStatus status);

// The status of a run that a long step stopped (LimitReached) for `cause`.
SearchStatus status_of(StopCause cause);

struct SearchLimits {
  double time_s = 0;             // 0 = none
  std::size_t memory_bytes = 0;  // 0 = none; counts the search's own tables
  std::size_t nodes = 0;         // 0 = none; expansions
  // How many stages of a portfolio may run at once, each on a thread of its own (1: one after
  // another). Other searches do not read it (the sliding-tiles engine has its own threads=).
  unsigned threads = 1;
};

// How one stage of a portfolio ended, so that a user (and a rule's author) sees which stage found
// the plan and where the time went.
struct StageOutcome {
  SearchStatus status = SearchStatus::TimeLimit;
  double time_s = 0;
  std::size_t expanded = 0;
  // With several threads: which one ran it (from 1), and when it started, in seconds from the
  // portfolio's start, since the stages' times then overlap. Both 0 with one thread.
  int thread = 0;
  double start_s = 0;
};

struct SearchStatistics {
  std::size_t expanded = 0;
  std::size_t generated = 0;
  std::size_t evaluated = 0;
  std::size_t reopened = 0;
  int max_depth = 0;  // deepest expanded node, in moves from the start
  double time_s = 0;
  // Of time_s, what building the search's heuristic, keys and tables took before the first
  // expansion: the rest is the search proper, what evaluations per second are measured against.
  double setup_s = 0;
  std::size_t memory_bytes = 0;  // the search's tables at the end
  double ebf = 0;                // effective branching factor (0 when the plan is empty)
  int initial_h = -1;            // the heuristic's estimate of the start (-1: no heuristic)
  // The f bound the search had reached: the largest f expanded (best-first), the current
  // threshold (IDA*), the depth of the current layer (BFS); -1: none yet. For the optimal
  // searches with an admissible heuristic (and bucket 1) no plan costs less.
  int f_bound = -1;
  std::vector<StageOutcome> stages;  // a portfolio's stages that ran, in order; empty otherwise
};

struct SearchResult {
  SearchStatus status = SearchStatus::Unsolvable;
  Plan plan;
  SearchStatistics statistics;
};

// The result of a search that ended with `status`: fills in the time, the memory and, for a
// solved search, the plan and its effective branching factor. Shared by every search so that
// statistics mean the same everywhere.
SearchResult finished_search(SearchStatus status, Plan plan, SearchStatistics statistics, double elapsed_s,
                             std::size_t memory_bytes);

// The paper's effective branching factor: the b with N + 1 = b + b^2 + ... + b^d for N expanded
// nodes and a solution of depth d, found by bisection.
double effective_branching_factor(std::size_t expanded, int depth);

}  // namespace polyplan
