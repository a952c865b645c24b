#include "planner/search/breadth_first/breadth_first_plugin.hpp"

#include "planner/search/search_engine.hpp"

namespace polyplan {
namespace {

class BreadthFirstAlgorithm final : public SearchAlgorithm {
 public:
  SearchResult run(Environment& environment, const SearchLimits& limits) const override {
    return breadth_first_search(environment, limits);
  }
  bool optimal() const override { return true; }
};

}  // namespace

SearchPlugin bfs_search_plugin() {
  return SearchPlugin{"bfs",
                      "breadth-first graph search, goal test at generation (optimal for unit costs)",
                      true,
                      false,
                      {},
                      [](const PluginOptions&) -> std::unique_ptr<SearchAlgorithm> {
                        return std::make_unique<BreadthFirstAlgorithm>();
                      }};
}

}  // namespace polyplan
