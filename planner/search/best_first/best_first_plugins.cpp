#include "planner/search/best_first/best_first_plugins.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "domains/move_macro.hpp"
#include "domains/move_pruner.hpp"
#include "domains/tie_key.hpp"
#include "heuristics/heuristic_choice.hpp"
#include "parser/input_error.hpp"
#include "planner/search/best_first/open_list.hpp"
#include "planner/search/reductions/move_filter_options.hpp"
#include "planner/search/search_engine.hpp"
#include "planner/search/search_observer.hpp"
#include "planner/search/setup_budget.hpp"

namespace polyplan {
namespace {

// What distinguishes the five searches: the weights of g and h, whether a heuristic is taken, a
// key that comes before the user's keys (DPA*'s depth), and the optimality promise.
struct Variant {
  const char* name;
  const char* description;
  bool optimal;
  bool takes_heuristic;
  bool takes_weight;
  int g_weight = kWeightScale;
  int h_weight = kWeightScale;
  const char* first_key = nullptr;
};

class BestFirstAlgorithm final : public SearchAlgorithm {
 public:
  BestFirstAlgorithm(const Variant& variant, const PluginOptions& options) : optimal_(variant.optimal) {
    if (variant.takes_heuristic) heuristic_ = option_object<HeuristicChoice>(options, "heuristic");
    settings_.g_weight = variant.g_weight;
    settings_.h_weight = variant.h_weight;
    if (variant.takes_weight)
      settings_.h_weight = static_cast<int>(std::lround(std::get<double>(options.at("w")) * kWeightScale));
    if (variant.first_key) keys_.push_back(tie_key_registry().find(variant.first_key));
    for (const std::string& key : std::get<std::vector<std::string>>(options.at("tiebreak")))
      keys_.push_back(tie_key_registry().find(key));
    settings_.lifo = std::get<std::string>(options.at("order")) == "lifo";
    settings_.reduce_symmetry = std::get<bool>(options.at("symmetry"));
    settings_.reduce_board_symmetry = std::get<bool>(options.at("board-symmetry"));
    pruner_ = chosen_pruner(options);
    macros_ = chosen_macros(options);
    nodes_ = static_cast<std::size_t>(std::get<int>(options.at("nodes")));
    settings_.f_bucket = std::get<int>(options.at("bucket"));
    settings_.preferred = variant.takes_heuristic && std::get<bool>(options.at("preferred"));
    settings_.preferred_boost = variant.takes_heuristic ? std::get<int>(options.at("boost")) : 0;
  }

  SearchResult run(Environment& environment, const SearchLimits& limits) const override {
    return run_observed(environment, limits, nullptr);
  }

  bool traceable() const override { return true; }
  SearchResult run_traced(Environment& environment, const SearchLimits& limits,
                          SearchObserver& observer) const override {
    return run_observed(environment, limits, &observer);
  }

  bool optimal() const override {
    return optimal_ && (!heuristic_ || heuristic_->plugin->properties.admissible) &&
           (!pruner_ || pruner_->keeps_optimal) &&
           std::all_of(macros_.begin(), macros_.end(),
                       [](const MoveMacroPlugin* macro) { return macro->keeps_optimal; }) &&
           settings_.f_bucket == 1 && !settings_.preferred;  // the preferred list's turns leave f's order
  }

 private:
  SearchResult run_observed(Environment& environment, const SearchLimits& limits, SearchObserver* observer) const {
    std::unique_ptr<Heuristic> heuristic;
    BestFirstSettings settings = settings_;
    auto build = [&] {
      if (heuristic_) heuristic = heuristic_->create(environment);
      if (settings.preferred && !heuristic_->plugin->properties.preferred_operators)
        throw InputError(Diagnostic::about(
            "preferred", fmt::format("preferred=true needs a heuristic that marks preferred successors (ff), not {}; "
                                     "write preferred=false or heuristic ff",
                                     heuristic_->plugin->name)));
      // Family keys and pruners are built per task here; one the task cannot serve stops with its reason.
      for (const TieKeyPlugin* key : keys_) settings.tie_keys.push_back(key->create(environment));
      if (pruner_) settings.prune = pruner_->create(environment);
      // A macro may build a table of its own (the Sokoban goal perimeter), inside the limits too.
      settings.macro = create_macros(macros_, environment);
      return heuristic ? heuristic->memory_bytes() : 0;
    };
    return run_after_setup(limits, build, [&](const SearchLimits& left) {
      if (observer) {
        std::vector<ObservedKey> observed;
        for (const TieKeyPlugin* key : keys_) observed.push_back({key->name, key->larger_first});
        observer->started(observed);
      }
      return best_first_search(environment, heuristic.get(), settings, with_node_budget(left, nodes_), observer);
    });
  }

  bool optimal_;
  std::optional<HeuristicChoice> heuristic_;  // none: h = 0
  BestFirstSettings settings_;                // without the per-task keys and pruner
  std::vector<const TieKeyPlugin*> keys_;     // after f, in order
  const MovePrunerPlugin* pruner_ = nullptr;
  std::vector<const MoveMacroPlugin*> macros_;  // applied in this order
  // An expansion budget of its own, so that a portfolio can give a quick stage a fixed share
  // that does not depend on the machine's load; 0: none.
  std::size_t nodes_ = 0;
};

SearchPlugin best_first_plugin(const Variant& variant) {
  std::vector<PluginOption> options;
  if (variant.takes_heuristic)
    options.push_back(PluginOption::heuristic(
        "heuristic", [] { return heuristic_names(); }, "the heuristic h"));
  if (variant.takes_weight) options.push_back(PluginOption::number("w", 1, 1, 1000, "the weight of h: f = g + w * h"));
  const std::size_t own_keys = variant.first_key ? 1 : 0;
  options.push_back(PluginOption::names(
      "tiebreak", [] { return tie_key_registry().name_list(); }, OpenList::kMaxTieKeys - own_keys,
      variant.first_key ? "keys after f and its depth key, in order, smaller values first"
                        : "keys after f, in order, smaller values first"));
  options.push_back(PluginOption::choice("order", "fifo", {"fifo", "lifo"},
                                         "inside the last tie: oldest first (fifo) or newest first (lifo)"));
  options.push_back(
      PluginOption::flag("symmetry", true, "one state per arrangement of interchangeable pieces (piece_symmetry)"));
  options.push_back(PluginOption::flag(
      "board-symmetry", false,
      "one state per orbit under the rotations and reflections that keep the puzzle (board_symmetry; only when no "
      "named pieces are interchangeable)"));
  options.push_back(prune_option());
  options.push_back(macros_option());
  if (variant.takes_heuristic) {
    options.push_back(PluginOption::flag(
        "preferred", false,
        "a second open list of the successors the heuristic prefers (ff's helpful actions), popped in turn with the "
        "first (needs a heuristic that marks them)"));
    options.push_back(PluginOption::integer(
        "boost", 1000, 0, 1000000,
        "with preferred=true: turns the preferred list gains each time a lower h is queued (0: plain alternation)"));
  }
  options.push_back(PluginOption::integer("nodes", 0, 0, std::numeric_limits<int>::max(),
                                          "an expansion budget of its own (0: none), e.g. for a portfolio's stage"));
  options.push_back(PluginOption::integer(
      "bucket", 1, 1, 1000,
      "group f this many units at a time and let the tie keys decide inside a group (plans at most bucket - 1 "
      "above the optimum); 1: plain f"));
  return SearchPlugin{variant.name,
                      variant.description,
                      variant.optimal,
                      false,
                      std::move(options),
                      [variant](const PluginOptions& chosen) -> std::unique_ptr<SearchAlgorithm> {
                        return std::make_unique<BestFirstAlgorithm>(variant, chosen);
                      }};
}

}  // namespace

SearchPlugin ucs_search_plugin() {
  return best_first_plugin({"ucs", "uniform-cost search (A* with h = 0)", true, false, false, kWeightScale, 0});
}

SearchPlugin astar_search_plugin() {
  return best_first_plugin(
      {"astar", "A*: f = g + h, goal test at expansion, re-opens states when h is inconsistent", true, true, false});
}

SearchPlugin dpastar_search_plugin() {
  return best_first_plugin({"dpastar", "depth-prioritised A*: A* that expands deeper nodes first inside an f plateau",
                            true, true, false, kWeightScale, kWeightScale, "depth"});
}

SearchPlugin wastar_search_plugin() {
  return best_first_plugin(
      {"wastar", "weighted A*: f = g + w * h (w > 1 trades optimality for speed)", false, true, true});
}

SearchPlugin gbfs_search_plugin() {
  return best_first_plugin({"gbfs", "greedy best-first search: f = h", false, true, false, 0, kWeightScale});
}

}  // namespace polyplan
