#include "planner/search/search_plugin.hpp"

#include <stdexcept>

namespace polyplan {

SearchResult SearchAlgorithm::run_traced(Environment&, const SearchLimits&, SearchObserver&) const {
  // Callers ask traceable() first; reaching this is a bug, not bad input.
  throw std::logic_error("run_traced called on a search that cannot be traced");
}

}  // namespace polyplan
