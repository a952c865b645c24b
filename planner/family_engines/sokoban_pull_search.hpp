#pragma once
#include "domains/environment.hpp"
#include "planner/search/search_result.hpp"

namespace polyplan {

struct PullSearchSettings {
  // Open nodes in order of g_weight * pulls + estimate, in thousandths (0: greedy on the estimate
  // alone), the newest first among equals.
  int g_weight = 0;
  // Added to the estimate of a state whose region does not hold the agent's start cell: with the
  // boxes on their start cells but the agent walled off from its own, the matching says 0 and a
  // greedy search circles there (XSokoban 7 reaches 0 and stays, a million expansions). Not a lower
  // bound (one pull may bring both), so it is a preference, as the whole search is.
  int agent_penalty = 0;
  // Whether a search that ends at a limit leaves the states it reached on the environment
  // (PullRoutes), for a forward search after it to meet.
  bool keep_states = false;
};

// The Sokoban level searched backwards: from the solved position (the boxes on the goals, the
// agent in any region they leave) by pulls, to the boxes' start cells with the agent's start cell
// in its region; the plan is those pulls reversed into pushes, replayed on the environment's own
// moves. A level is hard forwards where its goal room must be filled in one order, and backwards
// that order unfolds by itself: the first pulls take the boxes out of the room in the order they
// can leave. The estimate is a least-cost matching of the boxes to the start cells by pull
// distances on the empty level; a box on a cell from which no start cell can be reached by pulls
// ends its state. Any plan; throws InputError naming "search" on a task that is no Sokoban level
// with as many goals as boxes.
SearchResult sokoban_pull_search(Environment& environment, const PullSearchSettings& settings,
                                 const SearchLimits& limits);

}  // namespace polyplan
