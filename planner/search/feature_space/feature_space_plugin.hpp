#pragma once
#include "planner/search/search_plugin.hpp"

namespace polyplan {

// `fess(HEURISTIC, features=NAME, ...)`: the feature-space search (feature_space_search.hpp) over
// a family's registered feature space.
SearchPlugin fess_search_plugin();

}  // namespace polyplan
