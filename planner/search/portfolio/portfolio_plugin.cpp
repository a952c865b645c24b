#include "planner/search/portfolio/portfolio_plugin.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "parser/input_error.hpp"
#include "planner/search/portfolio/portfolio.hpp"
#include "planner/search/search_configuration.hpp"

namespace polyplan {
namespace {

class PortfolioAlgorithm final : public SearchAlgorithm {
 public:
  explicit PortfolioAlgorithm(const PluginOptions& options)
      : shares_(std::get<std::vector<double>>(options.at("shares"))) {
    for (const std::any& stage : option_object<std::vector<std::any>>(options, "searches"))
      stages_.push_back(std::any_cast<const SearchConfiguration&>(stage));
    if (!shares_.empty() && shares_.size() != stages_.size())
      throw InputError(Diagnostic::about(
          "search", fmt::format("portfolio has {} searches but shares=[{}] gives {}: give one share per search, e.g. "
                                "shares=[{}]",
                                stages_.size(), fmt::join(shares_, ", "), shares_.size(),
                                fmt::join(std::vector<int>(stages_.size(), 1), ", "))));
  }

  SearchResult run(Environment& environment, const SearchLimits& limits) const override {
    return run_portfolio(stages_, shares_, environment, limits);
  }

  bool optimal() const override {
    return std::all_of(stages_.begin(), stages_.end(),
                       [](const SearchConfiguration& stage) { return stage.optimal(); });
  }

 private:
  std::vector<SearchConfiguration> stages_;
  std::vector<double> shares_;
};

}  // namespace

SearchPlugin portfolio_search_plugin() {
  return SearchPlugin{
      "portfolio",
      "the searches given, in turn, each with its share of the time left (equal ones unless shares= weighs them), "
      "until one ends the task",
      false,
      true,
      {PluginOption::searches("searches", "the searches to run, in order, e.g. portfolio(astar(emm), gbfs(emm))"),
       PluginOption::numbers("shares", 0.01, 1000, 0,
                             "one weight per search: each gets its weight over the sum of the weights of itself and "
                             "the searches after it of the time left, e.g. shares=[1, 3, 1]")},
      [](const PluginOptions& options) -> std::unique_ptr<SearchAlgorithm> {
        return std::make_unique<PortfolioAlgorithm>(options);
      }};
}

}  // namespace polyplan
