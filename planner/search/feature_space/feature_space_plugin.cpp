#include "planner/search/feature_space/feature_space_plugin.hpp"

#include <limits>
#include <optional>

#include "heuristics/heuristic_choice.hpp"
#include "planner/search/feature_space/feature_space_search.hpp"
#include "planner/search/reductions/move_filter_options.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/search/setup_budget.hpp"

namespace polyplan {
namespace {

class FeatureSpaceAlgorithm final : public SearchAlgorithm {
 public:
  explicit FeatureSpaceAlgorithm(const PluginOptions& options)
      : heuristic_(option_object<HeuristicChoice>(options, "heuristic")),
        space_(feature_space_registry().find(std::get<std::string>(options.at("features")))),
        pruner_(chosen_pruner(options)),
        macros_(chosen_macros(options)),
        reduce_symmetry_(std::get<bool>(options.at("symmetry"))),
        nodes_(static_cast<std::size_t>(std::get<int>(options.at("nodes")))),
        visit_moves_(std::get<std::string>(options.at("visit")) == "moves"),
        weigh_turns_(std::get<std::string>(options.at("weigh")) == "turns"),
        advise_macros_(std::get<bool>(options.at("advise-macros"))),
        plain_macros_(chosen_macros(options, "plain-macros")),
        meet_(std::get<bool>(options.at("meet"))) {
    for (const std::any& search : option_object<std::vector<std::any>>(options, "finish"))
      finish_.push_back(std::any_cast<const SearchConfiguration&>(search));
  }

  SearchResult run(Environment& environment, const SearchLimits& limits) const override {
    std::unique_ptr<Heuristic> heuristic;
    FeatureSpaceSettings settings;
    auto build = [&] {
      heuristic = heuristic_.create(environment);
      settings.space = space_->create(environment);
      if (pruner_) settings.prune = pruner_->create(environment);
      // A macro may build a table of its own (the Sokoban goal perimeter), inside the limits too.
      settings.macro = create_macros(macros_, environment);
      settings.plain_macro = create_macros(plain_macros_, environment);
      return heuristic->memory_bytes();
    };
    settings.reduce_symmetry = reduce_symmetry_;
    settings.visit_moves = visit_moves_;
    settings.weigh_turns = weigh_turns_;
    settings.advise_macros = advise_macros_;
    settings.meet = meet_;
    if (!finish_.empty())
      settings.finish = [finish = finish_.front()](Environment& from, const SearchLimits& left) {
        return finish.run(from, left);
      };
    return run_after_setup(limits, build, [&](const SearchLimits& left) {
      return feature_space_search(environment, heuristic.get(), settings, with_node_budget(left, nodes_));
    });
  }

  bool optimal() const override { return false; }

 private:
  HeuristicChoice heuristic_;
  const FeatureSpacePlugin* space_;
  const MovePrunerPlugin* pruner_;
  std::vector<const MoveMacroPlugin*> macros_;
  bool reduce_symmetry_;
  std::size_t nodes_;
  bool visit_moves_;
  bool weigh_turns_;
  bool advise_macros_;
  std::vector<const MoveMacroPlugin*> plain_macros_;
  bool meet_;
  std::vector<SearchConfiguration> finish_;  // none or one
};

}  // namespace

SearchPlugin fess_search_plugin() {
  std::vector<PluginOption> options;
  options.push_back(PluginOption::heuristic(
      "heuristic", [] { return heuristic_names(); }, "breaks ties of weight inside a cell and prunes dead ends"));
  options.push_back(PluginOption::choice(
      "features", "sokoban", [] { return feature_space_registry().name_list(); },
      "the family's feature space (polyplan list features)"));
  options.push_back(prune_option());
  options.push_back(macros_option());
  options.push_back(
      PluginOption::flag("symmetry", true, "one state per arrangement of interchangeable pieces (piece_symmetry)"));
  options.push_back(PluginOption::choice(
      "visit", "states", {"states", "moves"},
      "what a visit of a cell takes: its lightest state, expanded whole, or (FESS's) its lightest move"));
  options.push_back(PluginOption::choice(
      "weigh", "moves", {"moves", "turns"},
      "what an unadvised move weighs: 1 each (moves), or 0 when it moves the piece moved last and 1 when it turns "
      "to another (turns: Festival's box relocations)"));
  options.push_back(PluginOption::flag(
      "advise-macros", false,
      "a move the macros made (e.g. Sokoban's packing and hotspot moves) weighs 0, as Festival's advisors' moves do"));
  options.push_back(PluginOption::names(
      "plain-macros", [] { return move_macro_registry().name_list(); }, 0,
      "macros run after `macros`, whose moves weigh as plain moves even with advise-macros=true (a macro that "
      "guesses, e.g. Sokoban's far-trip)"));
  options.push_back(PluginOption::flag(
      "meet", false,
      "finish at a state from which a search before it on the level knows the way to a goal (the states a "
      "backward search left, e.g. pull(keep=true) as an earlier stage of a portfolio)"));
  options.push_back(PluginOption::search(
      "finish",
      "a search run from each state of least first feature (unpacked boxes) met so far, its plan ending "
      "the search, e.g. finish=astar(emm, nodes=5000)"));
  options.push_back(PluginOption::integer("nodes", 0, 0, std::numeric_limits<int>::max(),
                                          "an expansion budget of its own (0: none), e.g. for a portfolio's stage"));
  return SearchPlugin{"fess",
                      "feature-space search (Shoham and Schaeffer's FESS): the cells of a family's feature space "
                      "visited in turn, advised moves first; any plan",
                      false,
                      false,
                      std::move(options),
                      [](const PluginOptions& chosen) -> std::unique_ptr<SearchAlgorithm> {
                        return std::make_unique<FeatureSpaceAlgorithm>(chosen);
                      }};
}

}  // namespace polyplan
