#include "planner/search/search_configuration.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

#include "parser/source/diagnostics.hpp"
#include "planner/fast_paths/fast_ida_star.hpp"
#include "planner/search/config_syntax.hpp"
#include "planner/search/portfolio.hpp"
#include "planner/search/setup_budget.hpp"
#include "planner/search/tie_keys.hpp"

namespace polyplan {

const std::vector<SearchPlugin>& builtin_searches() {
  static const std::vector<SearchPlugin> searches{
      {"bfs", "breadth-first graph search, goal test at generation (optimal for unit costs)", false, true, {}},
      {"ucs", "uniform-cost search (A* with h = 0)", false, true, {"tiebreak", "order", "symmetry", "prune", "nodes", "bucket"}},
      {"astar", "A*: f = g + h, goal test at expansion, re-opens states when h is inconsistent", true, true,
       {"tiebreak", "order", "symmetry", "prune", "nodes", "bucket"}},
      {"dpastar", "depth-prioritised A*: A* that expands deeper nodes first inside an f plateau", true, true,
       {"tiebreak", "order", "symmetry", "prune", "nodes", "bucket"}},
      {"wastar", "weighted A*: f = g + w * h (w > 1 trades optimality for speed)", true, false,
       {"w", "tiebreak", "order", "symmetry", "prune", "nodes", "bucket"}},
      {"gbfs", "greedy best-first search: f = h", true, false, {"tiebreak", "order", "symmetry", "prune", "nodes", "bucket"}},
      {"idastar", "iterative-deepening A*: no closed list, memory linear in the plan length", true, true, {"fast"}},
      {"portfolio", "the searches given, in turn, each with an equal share of the time left, until one ends the task",
       false, false, {}},
  };
  return searches;
}

namespace {

std::string search_names() {
  std::vector<std::string> names;
  for (const SearchPlugin& search : builtin_searches()) names.push_back(search.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

class Resolver {
 public:
  Resolver(const SourceFile& source, const HeuristicRegistry& heuristics) : source_(source), heuristics_(heuristics) {}

  [[noreturn]] void fail(Position at, std::string message) const {
    throw InputError(Diagnostic::at(source_, at, std::move(message)));
  }

  const SearchPlugin& search(const ConfigCall& call) const {
    for (const SearchPlugin& plugin : builtin_searches())
      if (plugin.name == call.name) return plugin;
    fail(call.at, fmt::format("unknown search '{}'; searches: {}", call.name, search_names()));
  }

  const HeuristicPlugin* heuristic(const ConfigValue& value, PluginOptions& options) const {
    if (value.kind != ConfigValue::Kind::Call) fail(value.at, "expected a heuristic such as goal-count");
    const HeuristicPlugin* plugin = heuristics_.find(value.call.name);
    if (!plugin)
      fail(value.at, fmt::format("unknown heuristic '{}'; heuristics: {}", value.call.name, heuristics_.names()));
    for (const PluginOption& option : plugin->options) options[option.name] = option.default_value;
    for (const ConfigArgument& argument : value.call.arguments) {
      auto declared = std::find_if(plugin->options.begin(), plugin->options.end(),
                                   [&](const PluginOption& option) { return option.name == argument.key; });
      if (argument.key.empty() || declared == plugin->options.end()) {
        std::vector<std::string> names;
        for (const PluginOption& option : plugin->options) names.push_back(option.name);
        fail(argument.key_at, fmt::format("heuristic '{}' takes {}", plugin->name,
                                          names.empty() ? std::string("no options")
                                                        : fmt::format("the options {}", fmt::join(names, ", "))));
      }
      options[argument.key] = option_value(*declared, argument.value);
    }
    return plugin;
  }

  PluginValue option_value(const PluginOption& option, const ConfigValue& value) const {
    if (std::holds_alternative<int>(option.default_value)) {
      if (value.kind != ConfigValue::Kind::Number || value.number != std::floor(value.number))
        fail(value.at, fmt::format("option '{}' expects a whole number", option.name));
      // Converting a number outside int's range to int is undefined, not merely wrong.
      constexpr int kLeast = std::numeric_limits<int>::min(), kMost = std::numeric_limits<int>::max();
      if (value.number < kLeast || value.number > kMost)
        fail(value.at, fmt::format("option '{}' expects a whole number from {} to {}", option.name, kLeast, kMost));
      return static_cast<int>(value.number);
    }
    if (std::holds_alternative<double>(option.default_value)) {
      if (value.kind != ConfigValue::Kind::Number) fail(value.at, fmt::format("option '{}' expects a number", option.name));
      return value.number;
    }
    if (std::holds_alternative<std::string>(option.default_value) && value.kind == ConfigValue::Kind::String)
      return value.text;
    if (value.kind != ConfigValue::Kind::Call || !value.call.arguments.empty())
      fail(value.at, fmt::format("option '{}' expects a name", option.name));
    if (std::holds_alternative<bool>(option.default_value)) {
      if (value.call.name != "true" && value.call.name != "false")
        fail(value.at, fmt::format("option '{}' expects true or false", option.name));
      return value.call.name == "true";
    }
    return value.call.name;
  }

  bool boolean(const ConfigArgument& argument) const {
    const ConfigValue& value = argument.value;
    if (value.kind != ConfigValue::Kind::Call || (value.call.name != "true" && value.call.name != "false"))
      fail(value.at, fmt::format("option '{}' expects true or false", argument.key));
    return value.call.name == "true";
  }

  const MovePrunerPlugin* move_pruner(const ConfigValue& value) const {
    if (value.kind == ConfigValue::Kind::Call && value.call.arguments.empty())
      if (const MovePrunerPlugin* pruner = find_move_pruner(value.call.name)) return pruner;
    fail(value.at, fmt::format("expected a move pruner: {}", move_pruner_names()));
  }

  const TieKeyPlugin* tie_key(const ConfigValue& value) const {
    if (value.kind == ConfigValue::Kind::Call && value.call.arguments.empty())
      if (const TieKeyPlugin* key = find_tie_key(value.call.name)) return key;
    fail(value.at, fmt::format("expected a tie-breaking key: {}", tie_key_names()));
  }

 private:
  const SourceFile& source_;
  const HeuristicRegistry& heuristics_;
};

}  // namespace

SearchConfiguration SearchConfiguration::parse(const std::string& text, const std::string& origin,
                                               const HeuristicRegistry& heuristics) {
  SourcePtr source = SourceFile::from_text(origin, text);
  Resolver resolver(*source, heuristics);
  // A portfolio's stages are resolved from the calls already parsed, so that their messages
  // point into, and show, the text the user wrote.
  std::function<SearchConfiguration(const ConfigCall&)> resolve = [&](const ConfigCall& call) {
    const SearchPlugin& plugin = resolver.search(call);
    SearchConfiguration configuration;
    configuration.text_ = text.substr(call.at.offset, call.end - call.at.offset);
    configuration.algorithm_ = plugin.name;
    if (plugin.name == "portfolio") {
      for (const ConfigArgument& argument : call.arguments) {
        if (!argument.key.empty() || argument.value.kind != ConfigValue::Kind::Call)
          resolver.fail(argument.key.empty() ? argument.value.at : argument.key_at,
                        "search 'portfolio' takes searches only, e.g. portfolio(astar(emm), gbfs(emm))");
        if (argument.value.call.name == "portfolio")
          resolver.fail(argument.value.at, "a portfolio inside a portfolio would only split the time again");
        configuration.stages_.push_back(resolve(argument.value.call));
      }
      if (configuration.stages_.empty())
        resolver.fail(call.at, "search 'portfolio' needs at least one search, e.g. portfolio(astar(emm), gbfs(emm))");
      return configuration;
    }
    if (plugin.name == "dpastar") configuration.tie_keys_.push_back(find_tie_key("depth"));
    std::vector<std::string> given;
    for (const ConfigArgument& argument : call.arguments) {
      if (argument.key.empty()) {
        if (!plugin.takes_heuristic || configuration.heuristic_)
          resolver.fail(argument.value.at, fmt::format("search '{}' takes {}", plugin.name,
                                                       plugin.takes_heuristic ? "one heuristic" : "no heuristic"));
        configuration.heuristic_ = resolver.heuristic(argument.value, configuration.heuristic_options_);
        continue;
      }
      if (std::find(plugin.options.begin(), plugin.options.end(), argument.key) == plugin.options.end())
        resolver.fail(argument.key_at,
                      fmt::format("search '{}' has no option '{}'{}", plugin.name, argument.key,
                                  plugin.options.empty()
                                      ? std::string()
                                      : fmt::format("; its options: {}", fmt::join(plugin.options, ", "))));
      if (std::find(given.begin(), given.end(), argument.key) != given.end())
        resolver.fail(argument.key_at, fmt::format("option '{}' is given twice", argument.key));
      given.push_back(argument.key);
      const ConfigValue& value = argument.value;
      if (argument.key == "w") {
        if (value.kind != ConfigValue::Kind::Number || value.number < 1 || value.number > 1000)
          resolver.fail(value.at, "option 'w' expects a number from 1 to 1000");
        configuration.weight_ = value.number;
      } else if (argument.key == "order") {
        if (value.kind != ConfigValue::Kind::Call || (value.call.name != "fifo" && value.call.name != "lifo"))
          resolver.fail(value.at, "option 'order' expects fifo or lifo");
        configuration.lifo_ = value.call.name == "lifo";
      } else if (argument.key == "fast") {
        configuration.fast_ = resolver.boolean(argument);
      } else if (argument.key == "symmetry") {
        configuration.reduce_symmetry_ = resolver.boolean(argument);
      } else if (argument.key == "nodes") {
        if (value.kind != ConfigValue::Kind::Number || value.number < 1 || value.number != std::floor(value.number))
          resolver.fail(value.at, "option 'nodes' expects a whole number of expansions, at least 1");
        configuration.nodes_ = static_cast<std::size_t>(value.number);
      } else if (argument.key == "bucket") {
        if (value.kind != ConfigValue::Kind::Number || value.number < 1 || value.number > 1000 ||
            value.number != std::floor(value.number))
          resolver.fail(value.at, "option 'bucket' expects a whole number from 1 to 1000");
        configuration.f_bucket_ = static_cast<int>(value.number);
      } else if (argument.key == "prune") {
        configuration.pruner_ = resolver.move_pruner(value);
      } else if (argument.key == "tiebreak") {
        // DPA* keeps its depth key first; further keys break the ties that remain.
        if (value.kind == ConfigValue::Kind::List)
          for (const ConfigValue& key : value.list) configuration.tie_keys_.push_back(resolver.tie_key(key));
        else
          configuration.tie_keys_.push_back(resolver.tie_key(value));
        if (configuration.tie_keys_.size() > OpenList::kMaxTieKeys)
          resolver.fail(value.at, fmt::format("at most {} tie-breaking keys", OpenList::kMaxTieKeys));
      }
    }
    if (plugin.takes_heuristic && !configuration.heuristic_)
      resolver.fail(call.at, fmt::format("search '{}' needs a heuristic, e.g. {}(goal-count); heuristics: {}",
                                         plugin.name, plugin.name, heuristics.names()));
    return configuration;
  };
  SearchConfiguration configuration = resolve(parse_config(*source));
  configuration.text_ = text;
  return configuration;
}

HeuristicChoice parse_heuristic(const std::string& text, const std::string& origin, const HeuristicRegistry& heuristics) {
  SourcePtr source = SourceFile::from_text(origin, text);
  ConfigValue value;
  value.call = parse_config(*source);
  value.at = value.call.at;
  HeuristicChoice choice;
  choice.plugin = Resolver(*source, heuristics).heuristic(value, choice.options);
  return choice;
}

bool SearchConfiguration::optimal() const {
  if (!stages_.empty())
    return std::all_of(stages_.begin(), stages_.end(), [](const SearchConfiguration& stage) { return stage.optimal(); });
  const SearchPlugin* plugin = nullptr;
  for (const SearchPlugin& search : builtin_searches())
    if (search.name == algorithm_) plugin = &search;
  return plugin && plugin->optimal && (!heuristic_ || heuristic_->properties.admissible) &&
         (!pruner_ || pruner_->keeps_optimal) && f_bucket_ == 1;
}

SearchResult SearchConfiguration::run(Environment& environment, const SearchLimits& limits) const {
  if (algorithm_ == "bfs") return breadth_first_search(environment, limits);
  if (algorithm_ == "portfolio") return run_portfolio(stages_, environment, limits);
  if (algorithm_ == "idastar" && fast_ && heuristic_)
    if (auto result = fast_ida_star(environment, *heuristic_, heuristic_options_, limits)) return *result;
  SetupBudget setup;
  std::unique_ptr<Heuristic> heuristic =
      heuristic_ ? heuristic_->create(environment, heuristic_options_) : builtin_heuristics().find("blind")->create(environment, {});
  BestFirstSettings settings;
  // Family keys are built per task here; one the task cannot serve stops with its reason.
  for (const TieKeyPlugin* key : tie_keys_) settings.tie_keys.push_back(key->create(environment));
  if (pruner_) settings.prune = pruner_->create(environment);
  std::optional<SearchLimits> left = setup.left(limits, heuristic->memory_bytes());
  if (!left) return setup.exhausted();
  SearchLimits own = *left;
  if (nodes_ > 0) own.nodes = own.nodes > 0 ? std::min(own.nodes, nodes_) : nodes_;
  SearchResult result;
  if (algorithm_ == "idastar") {
    result = ida_star(environment, *heuristic, own);
  } else {
    settings.lifo = lifo_;
    settings.reduce_symmetry = reduce_symmetry_;
    settings.f_bucket = f_bucket_;
    if (algorithm_ == "ucs") settings.h_weight = 0;
    if (algorithm_ == "gbfs") settings.g_weight = 0;
    if (algorithm_ == "wastar") settings.h_weight = static_cast<int>(std::lround(weight_ * 1000));
    result = best_first_search(environment, *heuristic, settings, own);
  }
  return setup.add_to(std::move(result));
}

}  // namespace polyplan
