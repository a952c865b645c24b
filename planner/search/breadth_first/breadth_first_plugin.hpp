#pragma once
#include "planner/search/search_plugin.hpp"

namespace polyplan {

// Breadth-first graph search (breadth_first_search).
SearchPlugin bfs_search_plugin();

}  // namespace polyplan
