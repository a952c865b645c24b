#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "domains/environment.hpp"
#include "parser/plugins/plugin_option.hpp"
#include "parser/plugins/registry.hpp"
#include "planner/search/search_result.hpp"

namespace polyplan {

class SearchObserver;

// A search made from checked options, ready to run on any task.
class SearchAlgorithm {
 public:
  virtual ~SearchAlgorithm() = default;
  virtual SearchResult run(Environment& environment, const SearchLimits& limits) const = 0;
  // A traced run reports every queued and expanded node to `observer` (solve --trace). Only
  // searches that expand nodes one at a time from an open list can; the others keep the
  // default, and callers ask traceable() before they call run_traced.
  virtual bool traceable() const { return false; }
  virtual SearchResult run_traced(Environment& environment, const SearchLimits& limits, SearchObserver& observer) const;
  // Optimal plans are promised with these options (e.g. A* with an admissible heuristic, no
  // pruner that may lose them, plain f).
  virtual bool optimal() const = 0;
};

// A search as configurations name it (`astar(emm, tiebreak=depth)`): typed options, what it
// promises, and a factory. One file per search (or per family of searches over one engine)
// defines its plugin; planner/search/search_registry.cpp lists them.
struct SearchPlugin {
  std::string name;
  std::string description;
  // Optimal plans when its heuristic is admissible and its options keep the promise.
  bool optimal = false;
  // It runs other searches named in its options (portfolio); such a search is not run by another.
  bool runs_searches = false;
  std::vector<PluginOption> options;
  std::function<std::unique_ptr<SearchAlgorithm>(const PluginOptions&)> create;
};

using SearchRegistry = Registry<SearchPlugin>;

// The built-in searches.
const SearchRegistry& search_registry();

// The searches a family brings of its own (Sokoban's pull search), listed beside their engines
// (planner/family_engines/family_search_plugins.cpp), so that this folder names none of them; the
// registry above adds them after the generic ones.
std::vector<SearchPlugin> family_search_plugins();

}  // namespace polyplan
