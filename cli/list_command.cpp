#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/option_listing.hpp"
#include "cli/search_choice.hpp"
#include "domains/domain_registry.hpp"
#include "domains/family.hpp"
#include "domains/feature_space.hpp"
#include "domains/move_macro.hpp"
#include "domains/move_pruner.hpp"
#include "domains/move_rule_registry.hpp"
#include "domains/tie_key.hpp"
#include "parser/source/nearest_names.hpp"
#include "planner/search/family_engine.hpp"
#include "plugin_host/loaded_plugins.hpp"

namespace polyplan::cli {
namespace {

std::string optimality(const SearchPlugin& search) {
  if (search.runs_searches) return "optimal plans when every search it runs promises them";
  if (!search.optimal) return "plans not guaranteed optimal";
  bool takes_heuristic = std::any_of(search.options.begin(), search.options.end(),
                                     [](const PluginOption& option) { return option.kind == OptionKind::Heuristic; });
  return takes_heuristic ? "optimal plans with an admissible heuristic" : "optimal plans";
}

}  // namespace

void add_list_command(CLI::App& app) {
  struct Options {
    std::string what;
    SearchChoice choice;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand(
      "list",
      "list the registered heuristics, searches, tie keys, pruners, family engines, move rules, domains, "
      "families with instance classes, selector rules or loaded plugins");
  static const std::vector<std::pair<std::string, std::string>> topics{
      {"heuristics", "every heuristic with its options, ranges, defaults and properties"},
      {"searches", "every search with its options, ranges and defaults"},
      {"tie-keys", "the tie-breaking keys of the best-first searches"},
      {"pruners", "the families' move pruners"},
      {"macros", "the families' move macros"},
      {"features", "the families' feature spaces (for the fess search)"},
      {"engines", "the families' own engines"},
      {"moves", "the move rules a domain may use, with their options"},
      {"domains", "the built-in domains"},
      {"families", "the families that sort their instances into classes (bench reports), and how"},
      {"rules", "the selector's rules (the built-in ones, or --rules FILE)"},
      {"plugins", "the loaded plugins and what each added"}};
  command
      ->add_option("topic", options->what,
                   "heuristics, searches, tie-keys, pruners, macros, features, engines, moves, domains, families, "
                   "rules or plugins (none: the topics)")
      ->check(CLI::Validator(
          [](std::string& topic) -> std::string {
            std::vector<std::string> names;
            for (const auto& entry : topics) names.push_back(entry.first);
            if (std::find(names.begin(), names.end(), topic) != names.end()) return "";
            return fmt::format("error: unknown topic '{}'{}; topics: {}", topic, did_you_mean(topic, names),
                               fmt::join(names, ", "));
          },
          "TOPIC"));
  command->add_option("--rules", options->choice.rules_file, "list this rules file instead of the built-in one");
  command->callback([options] {
    std::string out;
    const std::string& what = options->what;
    if (what.empty()) {
      out += "polyplan list TOPIC, where TOPIC is one of:\n";
      for (const auto& [topic, about] : topics) out += fmt::format("  {:<12} {}\n", topic, about);
    } else if (what == "heuristics") {
      for (const HeuristicPlugin& plugin : heuristic_registry()) {
        out += fmt::format("{:<14} {}\n{:<14} {}, {}{}; {}\n", plugin.name, plugin.description, "",
                           plugin.properties.admissible ? "admissible" : "not admissible",
                           plugin.properties.consistent ? "consistent" : "not consistent",
                           plugin.properties.preferred_operators ? ", marks preferred successors" : "",
                           plugin.properties.generic
                               ? std::string("generic: made for every family")
                               : fmt::format("made for: {}", fmt::join(plugin.properties.families, ", ")));
        for (const PluginOption& option : plugin.options)
          out += fmt::format("{:<14} option {}\n", "", option_listing(option));
      }
    } else if (what == "moves") {
      for (const MoveRuleSchema& schema : move_rule_registry()) {
        out += fmt::format("{:<8} {}\n", schema.name, schema.summary);
        for (const OptionSpec& option : schema.options)
          out += fmt::format("{:<8} :{} {}\n", "", option.name, option.help);
      }
    } else if (what == "searches") {
      for (const SearchPlugin& search : search_registry()) {
        out += fmt::format("{:<14} {}\n{:<14} {}\n", search.name, search.description, "", optimality(search));
        for (const PluginOption& option : search.options)
          out += fmt::format("{:<14} option {}\n", "", option_listing(option));
      }
    } else if (what == "tie-keys") {
      for (const TieKeyPlugin& key : tie_key_registry())
        out += fmt::format("{:<18} {}; {}\n", key.name, key.description,
                           key.family.empty() ? std::string("every family") : "family " + key.family);
    } else if (what == "pruners") {
      for (const MovePrunerPlugin& pruner : move_pruner_registry())
        out += fmt::format("{:<18} {}; family {}; {}\n", pruner.name, pruner.description, pruner.family,
                           pruner.keeps_optimal ? "keeps optimal plans" : "may lose optimal plans");
    } else if (what == "macros") {
      for (const MoveMacroPlugin& macro : move_macro_registry())
        out += fmt::format("{:<18} {}; family {}; {}\n", macro.name, macro.description, macro.family,
                           macro.keeps_optimal ? "keeps optimal plans" : "may lose optimal plans");
    } else if (what == "features") {
      for (const FeatureSpacePlugin& space : feature_space_registry())
        out += fmt::format("{:<18} {}; family {}\n", space.name, space.description, space.family);
    } else if (what == "engines") {
      for (const FamilyEnginePlugin& engine : family_engine_registry())
        out += fmt::format("{:<24} for {}; family {}: {}\n", engine.name, engine.search, engine.family,
                           engine.description);
    } else if (what == "families") {
      out += "a family is a domain's puzzles; one not listed here is one class\n";
      for (const FamilyPlugin& family : family_registry())
        if (family.instance_class) out += fmt::format("{:<14} classes: {}\n", family.name, family.classes);
    } else if (what == "rules") {
      const RuleSet& rules = options->choice.rules();
      out += fmt::format("selector rules from {} (the first that holds fires):\n", rules.origin());
      for (const Rule& rule : rules.rules()) out += fmt::format("  {:<24} {}\n", rule.name, rule.configuration.text());
    } else if (what == "plugins") {
      if (loaded_plugins().empty()) out += "no plugins loaded (--plugin-dir DIR or POLYPLAN_PLUGIN_PATH)\n";
      for (const LoadedPlugin& plugin : loaded_plugins()) {
        out += fmt::format("{} {}  {}\n", plugin.name, plugin.version, plugin.file);
        if (!plugin.rules.empty()) out += fmt::format("  move rules: {}\n", fmt::join(plugin.rules, ", "));
        if (!plugin.domains.empty()) out += fmt::format("  domains: {}\n", fmt::join(plugin.domains, ", "));
        if (!plugin.heuristics.empty()) out += fmt::format("  heuristics: {}\n", fmt::join(plugin.heuristics, ", "));
        if (!plugin.tie_keys.empty()) out += fmt::format("  tie keys: {}\n", fmt::join(plugin.tie_keys, ", "));
        if (!plugin.pruners.empty()) out += fmt::format("  pruners: {}\n", fmt::join(plugin.pruners, ", "));
      }
    } else {
      std::size_t width = 0;
      for (const Domain& domain : domain_registry()) width = std::max(width, domain.name.size());
      for (const Domain& domain : domain_registry())
        out += fmt::format("{:<{}} kinds {}; cost {}\n", domain.name, width, fmt::join(domain.kinds, " "),
                           to_string(domain.cost));
    }
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
