#pragma once
#include "planner/search/search_plugin.hpp"

namespace polyplan {

// Sokoban searched backwards by pulls (sokoban_pull_search.hpp), registered as `pull`.
SearchPlugin pull_search_plugin();

}  // namespace polyplan
