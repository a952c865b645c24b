#pragma once
#include <string>
#include <vector>

#include "heuristics/registry.hpp"
#include "planner/search/search_engine.hpp"

namespace polyplan {

// A search algorithm as the registry lists it.
struct SearchPlugin {
  std::string name;
  std::string description;
  bool takes_heuristic = true;
  bool optimal = false;  // returns optimal plans when its heuristic is admissible
  std::vector<std::string> options;
};
const std::vector<SearchPlugin>& builtin_searches();

// A heuristic with its options, as written on its own (`goal-count`, `pdb(pattern=[1, 2])`).
struct HeuristicChoice {
  const HeuristicPlugin* plugin = nullptr;
  PluginOptions options;
};
HeuristicChoice parse_heuristic(const std::string& text, const std::string& origin,
                                const HeuristicRegistry& heuristics = builtin_heuristics());

// A configuration such as `astar(goal-count, tiebreak=depth)`, checked against the search and
// heuristic registries, ready to run on any task.
class SearchConfiguration {
 public:
  // `origin` names where the text came from in messages ("--search", or "rules.txt:12:9").
  static SearchConfiguration parse(const std::string& text, const std::string& origin,
                                   const HeuristicRegistry& heuristics = builtin_heuristics());

  const std::string& text() const { return text_; }
  const std::string& algorithm() const { return algorithm_; }
  const HeuristicPlugin* heuristic() const { return heuristic_; }
  // A portfolio's searches, in the order it runs them (empty for the other searches).
  const std::vector<SearchConfiguration>& stages() const { return stages_; }
  // Optimal plans are promised: an optimal algorithm with an admissible (or no) heuristic.
  bool optimal() const;

  SearchResult run(Environment& environment, const SearchLimits& limits) const;

 private:
  std::string text_;
  std::string algorithm_;
  const HeuristicPlugin* heuristic_ = nullptr;
  PluginOptions heuristic_options_;
  double weight_ = 1;
  bool fast_ = true;  // idastar: use a family's own engine when it has one (fast_ida_star)
  std::vector<const TieKeyPlugin*> tie_keys_;  // after f, in order
  bool lifo_ = false;
  std::vector<SearchConfiguration> stages_;  // portfolio: the searches it runs in turn (portfolio.hpp)
  bool reduce_symmetry_ = true;  // best-first searches: interchangeable pieces (piece_symmetry.hpp)
  const MovePrunerPlugin* pruner_ = nullptr;  // best-first searches: move_pruning.hpp
  // Best-first searches: an expansion budget of their own, so that a portfolio can give a quick
  // stage a fixed share that does not depend on the machine's load; 0: none.
  std::size_t nodes_ = 0;
  int f_bucket_ = 1;  // best-first searches: BestFirstSettings::f_bucket
};

}  // namespace polyplan
