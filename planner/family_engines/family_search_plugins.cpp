// The families' own searches, registered explicitly, one line per search. Defined here, beside
// the searches, so that planner/search/ knows only the declaration in search_plugin.hpp.
#include "planner/family_engines/sokoban_pull_plugin.hpp"
#include "planner/search/search_plugin.hpp"

namespace polyplan {

std::vector<SearchPlugin> family_search_plugins() { return {pull_search_plugin()}; }

}  // namespace polyplan
