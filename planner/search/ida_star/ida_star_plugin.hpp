#pragma once
#include "planner/search/search_plugin.hpp"

namespace polyplan {

// Iterative-deepening A* (ida_star), or a family's own engine for it (family_engine.hpp).
SearchPlugin idastar_search_plugin();

}  // namespace polyplan
