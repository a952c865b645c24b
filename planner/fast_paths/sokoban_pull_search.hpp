#pragma once
#include "domains/environment.hpp"
#include "planner/search/search_result.hpp"

namespace polyplan {

struct PullSearchSettings {
  // Open nodes in order of g_weight * pulls + estimate, in thousandths (0: greedy on the estimate
  // alone), the newest first among equals.
  int g_weight = 0;
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
