#pragma once
#include "planner/search/search_plugin.hpp"

namespace polyplan {

// The searches over the one best-first engine (best_first_search): uniform cost, A*, DPA*,
// weighted A* and greedy best-first, with the same options for ties, order, pruning and budgets.
SearchPlugin ucs_search_plugin();
SearchPlugin astar_search_plugin();
SearchPlugin dpastar_search_plugin();
SearchPlugin wastar_search_plugin();
SearchPlugin gbfs_search_plugin();

}  // namespace polyplan
