#include "planner/family_engines/sokoban_pull_plugin.hpp"

#include <cmath>
#include <limits>

#include "planner/family_engines/sokoban_pull_search.hpp"
#include "planner/search/search_engine.hpp"
#include "planner/search/setup_budget.hpp"

namespace polyplan {
namespace {

class PullAlgorithm final : public SearchAlgorithm {
 public:
  explicit PullAlgorithm(const PluginOptions& options)
      : nodes_(static_cast<std::size_t>(std::get<int>(options.at("nodes")))) {
    settings_.g_weight = static_cast<int>(std::lround(kWeightScale * std::get<double>(options.at("g-weight"))));
    settings_.agent_penalty = std::get<int>(options.at("agent-penalty"));
    settings_.keep_states = std::get<bool>(options.at("keep"));
  }

  SearchResult run(Environment& environment, const SearchLimits& limits) const override {
    return sokoban_pull_search(environment, settings_, with_node_budget(limits, nodes_));
  }
  bool optimal() const override { return false; }

 private:
  PullSearchSettings settings_;
  std::size_t nodes_;
};

}  // namespace

SearchPlugin pull_search_plugin() {
  std::vector<PluginOption> options;
  options.push_back(PluginOption::number(
      "g-weight", 0, 0, 10,
      "nodes are opened in order of g-weight x pulls + the matching estimate (0: greedy on the estimate)"));
  options.push_back(PluginOption::integer(
      "agent-penalty", 0, 0, 1000,
      "pulls added to the estimate of a state whose agent region lacks the agent's start cell (0: none)"));
  options.push_back(PluginOption::flag(
      "keep", false,
      "at a limit, leave the states reached for the searches after it: fess(..., meet=true) finishes where it "
      "generates one"));
  options.push_back(PluginOption::integer("nodes", 0, 0, std::numeric_limits<int>::max(),
                                          "an expansion budget of its own (0: none), e.g. for a portfolio's stage"));
  return SearchPlugin{"pull",
                      "Sokoban searched backwards: pulls from the solved position to the start, best first on a "
                      "matching of the boxes to their start cells, the plan replayed as pushes; any plan",
                      false,
                      false,
                      std::move(options),
                      [](const PluginOptions& chosen) -> std::unique_ptr<SearchAlgorithm> {
                        return std::make_unique<PullAlgorithm>(chosen);
                      }};
}

}  // namespace polyplan
