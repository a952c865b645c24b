#include "planner/search/ida_star/ida_star_plugin.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <optional>

#include "parser/input_error.hpp"
#include "planner/search/family_engine.hpp"
#include "planner/search/search_engine.hpp"
#include "planner/search/setup_budget.hpp"

namespace polyplan {
namespace {

constexpr const char* kName = "idastar";

// The options of the engines that stand in for idastar, which idastar takes for them.
std::vector<const PluginOption*> engine_options() {
  std::vector<const PluginOption*> options;
  for (const FamilyEnginePlugin& engine : family_engine_registry())
    if (engine.search == kName)
      for (const PluginOption& option : engine.options) options.push_back(&option);
  return options;
}

bool at_default(const PluginOption& option, const PluginValue& value) {
  if (!option.default_value) return false;
  const PluginValue& fallback = *option.default_value;
  if (value.index() != fallback.index()) return false;
  if (const int* number = std::get_if<int>(&value)) return *number == std::get<int>(fallback);
  if (const double* number = std::get_if<double>(&value)) return *number == std::get<double>(fallback);
  if (const bool* flag = std::get_if<bool>(&value)) return *flag == std::get<bool>(fallback);
  if (const std::string* text = std::get_if<std::string>(&value)) return *text == std::get<std::string>(fallback);
  return false;
}

class IdaStarAlgorithm final : public SearchAlgorithm {
 public:
  explicit IdaStarAlgorithm(const PluginOptions& options)
      : heuristic_(option_object<HeuristicChoice>(options, "heuristic")),
        engine_(std::get<bool>(options.at("engine"))),
        options_(options),
        nodes_(static_cast<std::size_t>(std::get<int>(options.at("nodes")))) {
    if (engine_) return;
    for (const PluginOption* option : engine_options())
      if (!at_default(*option, options.at(option->name)))
        throw InputError(Diagnostic::about(
            "search", fmt::format("idastar's option '{}' is for its family engines; with engine=false the generic "
                                  "IDA* runs, which has no such option",
                                  option->name)));
  }

  SearchResult run(Environment& environment, const SearchLimits& given) const override {
    const SearchLimits limits = with_node_budget(given, nodes_);
    if (engine_)
      for (const FamilyEnginePlugin& engine : family_engine_registry())
        if (engine.search == kName)
          if (std::optional<SearchResult> result = engine.run(environment, heuristic_, options_, limits))
            return *result;
    std::unique_ptr<Heuristic> heuristic;
    auto build = [&] {
      heuristic = heuristic_.create(environment);
      return heuristic->memory_bytes();
    };
    return run_after_setup(limits, build,
                           [&](const SearchLimits& left) { return ida_star(environment, *heuristic, left); });
  }

  bool optimal() const override { return heuristic_.plugin->properties.admissible; }

 private:
  HeuristicChoice heuristic_;
  bool engine_;
  PluginOptions options_;
  // An expansion budget of its own, so that a portfolio can try a cheap heuristic first for a
  // fixed number of expansions that does not depend on the machine's load; 0: none.
  std::size_t nodes_ = 0;
};

}  // namespace

SearchPlugin idastar_search_plugin() {
  std::vector<PluginOption> options{
      PluginOption::heuristic(
          "heuristic", [] { return heuristic_names(); }, "the heuristic h"),
      PluginOption::flag("engine", true,
                         "run the family's own engine when one is registered for the task and heuristic (polyplan "
                         "list engines); false: always the generic IDA*, the reference"),
      PluginOption::integer("nodes", 0, 0, std::numeric_limits<int>::max(),
                            "an expansion budget of its own (0: none), e.g. for a portfolio's stage")};
  for (const PluginOption* option : engine_options()) options.push_back(*option);
  return SearchPlugin{kName,
                      "iterative-deepening A*: no closed list, memory linear in the plan length",
                      true,
                      false,
                      std::move(options),
                      [](const PluginOptions& options) -> std::unique_ptr<SearchAlgorithm> {
                        return std::make_unique<IdaStarAlgorithm>(options);
                      }};
}

}  // namespace polyplan
