#include "planner/search/ida_star_plugin.hpp"

#include <algorithm>
#include <limits>
#include <optional>

#include "planner/search/family_engine.hpp"
#include "planner/search/search_engine.hpp"
#include "planner/search/setup_budget.hpp"

namespace polyplan {
namespace {

constexpr const char* kName = "idastar";

class IdaStarAlgorithm final : public SearchAlgorithm {
 public:
  explicit IdaStarAlgorithm(const PluginOptions& options)
      : heuristic_(option_object<HeuristicChoice>(options, "heuristic")),
        engine_(std::get<bool>(options.at("engine"))),
        nodes_(static_cast<std::size_t>(std::get<int>(options.at("nodes")))) {}

  SearchResult run(Environment& environment, const SearchLimits& given) const override {
    SearchLimits limits = given;
    if (nodes_ > 0) limits.nodes = limits.nodes > 0 ? std::min(limits.nodes, nodes_) : nodes_;
    if (engine_)
      for (const FamilyEnginePlugin& engine : family_engine_registry())
        if (engine.search == kName)
          if (std::optional<SearchResult> result = engine.run(environment, heuristic_, limits)) return *result;
    SetupBudget setup(limits);
    std::unique_ptr<Heuristic> heuristic;
    try {
      heuristic = heuristic_.create(environment);
    } catch (const BuildStopped& stop) {
      return setup.stopped(stop);
    }
    std::optional<SearchLimits> left = setup.left(limits, heuristic->memory_bytes());
    if (!left) return setup.exhausted();
    return setup.add_to(ida_star(environment, *heuristic, *left));
  }

  bool optimal() const override { return heuristic_.plugin->properties.admissible; }

 private:
  HeuristicChoice heuristic_;
  bool engine_;
  // An expansion budget of its own, so that a portfolio can try a cheap heuristic first for a
  // fixed number of expansions that does not depend on the machine's load; 0: none.
  std::size_t nodes_ = 0;
};

}  // namespace

SearchPlugin idastar_search_plugin() {
  return SearchPlugin{
      kName,
      "iterative-deepening A*: no closed list, memory linear in the plan length",
      true,
      false,
      {PluginOption::heuristic(
           "heuristic", [] { return heuristic_names(); }, "the heuristic h"),
       PluginOption::flag("engine", true,
                          "run the family's own engine when one is registered for the task and heuristic (polyplan "
                          "list engines); false: always the generic IDA*, the reference"),
       PluginOption::integer("nodes", 0, 0, std::numeric_limits<int>::max(),
                             "an expansion budget of its own (0: none), e.g. for a portfolio's stage")},
      [](const PluginOptions& options) -> std::unique_ptr<SearchAlgorithm> {
        return std::make_unique<IdaStarAlgorithm>(options);
      }};
}

}  // namespace polyplan
