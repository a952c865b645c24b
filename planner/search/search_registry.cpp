// The built-in searches, registered explicitly (a static library can drop self-registering
// objects; a list cannot be dropped). Adding a search is one file with its plugin and one line here.
#include "planner/search/best_first/best_first_plugins.hpp"
#include "planner/search/breadth_first/breadth_first_plugin.hpp"
#include "planner/search/feature_space/feature_space_plugin.hpp"
#include "planner/search/ida_star/ida_star_plugin.hpp"
#include "planner/search/portfolio/portfolio_plugin.hpp"
#include "planner/search/search_plugin.hpp"

namespace polyplan {

const SearchRegistry& search_registry() {
  static const SearchRegistry registry = [] {
    SearchRegistry searches("search");
    searches.add(bfs_search_plugin());
    searches.add(ucs_search_plugin());
    searches.add(astar_search_plugin());
    searches.add(dpastar_search_plugin());
    searches.add(wastar_search_plugin());
    searches.add(gbfs_search_plugin());
    searches.add(idastar_search_plugin());
    searches.add(fess_search_plugin());
    for (SearchPlugin& plugin : family_search_plugins()) searches.add(std::move(plugin));
    searches.add(portfolio_search_plugin());
    return searches;
  }();
  return registry;
}

}  // namespace polyplan
