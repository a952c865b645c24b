#include "planner/search/portfolio_plugin.hpp"

#include <algorithm>

#include "planner/search/portfolio.hpp"
#include "planner/search/search_configuration.hpp"

namespace polyplan {
namespace {

class PortfolioAlgorithm final : public SearchAlgorithm {
 public:
  explicit PortfolioAlgorithm(const PluginOptions& options) {
    for (const std::any& stage : option_object<std::vector<std::any>>(options, "searches"))
      stages_.push_back(std::any_cast<const SearchConfiguration&>(stage));
  }

  SearchResult run(Environment& environment, const SearchLimits& limits) const override {
    return run_portfolio(stages_, environment, limits);
  }

  bool optimal() const override {
    return std::all_of(stages_.begin(), stages_.end(),
                       [](const SearchConfiguration& stage) { return stage.optimal(); });
  }

 private:
  std::vector<SearchConfiguration> stages_;
};

}  // namespace

SearchPlugin portfolio_search_plugin() {
  return SearchPlugin{
      "portfolio",
      "the searches given, in turn, each with an equal share of the time left, until one ends the task",
      false,
      true,
      {PluginOption::searches("searches", "the searches to run, in order, e.g. portfolio(astar(emm), gbfs(emm))")},
      [](const PluginOptions& options) -> std::unique_ptr<SearchAlgorithm> {
        return std::make_unique<PortfolioAlgorithm>(options);
      }};
}

}  // namespace polyplan
