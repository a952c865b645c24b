#pragma once
#include <memory>
#include <string>
#include <vector>

#include "heuristics/heuristic_choice.hpp"
#include "planner/search/search_plugin.hpp"

namespace polyplan {

// A configuration such as `astar(goal-count, tiebreak=depth)`: a search with every option
// checked against its declaration (and the heuristic's against its own), ready to run on any task.
class SearchConfiguration {
 public:
  // `origin` names where the text came from in messages ("--search", or "rules.txt:12:9").
  static SearchConfiguration parse(const std::string& text, const std::string& origin,
                                   const HeuristicRegistry& heuristics = heuristic_registry());
  // The search call `call` of `source`; its text is the call's own.
  static SearchConfiguration read(const ConfigCall& call, const SourceFile& source,
                                  const HeuristicRegistry& heuristics = heuristic_registry());

  const std::string& text() const { return text_; }
  const std::string& algorithm() const { return plugin_->name; }
  const SearchPlugin& plugin() const { return *plugin_; }
  const PluginOptions& options() const { return options_; }
  // The value of its heuristic option, or nullptr when it takes none.
  const HeuristicPlugin* heuristic() const;
  // The searches it runs in turn (a portfolio's stages); empty for the others.
  std::vector<SearchConfiguration> stages() const;
  // Optimal plans are promised (an optimal search with an admissible heuristic, and so on).
  bool optimal() const { return algorithm_->optimal(); }

  // Runs the search. A limit that a long step inside it reaches (LimitReached, or an allocation
  // refused at the memory ceiling) ends it with that status, so that a portfolio goes on to its
  // next stage; searches that can keep their statistics catch it themselves first.
  SearchResult run(Environment& environment, const SearchLimits& limits) const;
  bool traceable() const { return algorithm_->traceable(); }
  SearchResult run_traced(Environment& environment, const SearchLimits& limits, SearchObserver& observer) const;

 private:
  std::string text_;
  const SearchPlugin* plugin_ = nullptr;
  PluginOptions options_;
  std::shared_ptr<const SearchAlgorithm> algorithm_;
};

}  // namespace polyplan
