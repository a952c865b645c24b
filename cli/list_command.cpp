#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/search_choice.hpp"
#include "domains/builtin_domains.hpp"
#include "domains/builtin_rules.hpp"
#include "domains/move_generator.hpp"
#include "plugin_host/loaded_plugins.hpp"

namespace polyplan::cli {

void add_list_command(CLI::App& app) {
  struct Options {
    std::string what;
    SearchChoice choice;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand("list", "list the registered heuristics, move rules, selector rules, searches, domains or loaded plugins");
  command->add_option("what", options->what, "heuristics, moves, rules, searches, domains or plugins")
      ->required()
      ->check(CLI::IsMember({"heuristics", "moves", "rules", "searches", "domains", "plugins"}));
  command->add_option("--rules", options->choice.rules_file, "list this rules file instead of the built-in one");
  command->callback([options] {
    std::string out;
    const std::string& what = options->what;
    if (what == "heuristics") {
      for (const HeuristicPlugin& plugin : builtin_heuristics().all()) {
        out += fmt::format("{:<14} {}\n{:<14} {}, {}; families: {}\n", plugin.name, plugin.description, "",
                           plugin.properties.admissible ? "admissible" : "not admissible",
                           plugin.properties.consistent ? "consistent" : "not consistent",
                           plugin.properties.families.empty() ? std::string("all")
                                                              : fmt::format("{}", fmt::join(plugin.properties.families, ", ")));
        for (const PluginOption& option : plugin.options) out += fmt::format("{:<14} option {}: {}\n", "", option.name, option.help);
      }
    } else if (what == "moves") {
      for (const MoveRuleSchema& schema : builtin_rules().all()) {
        out += fmt::format("{:<8} {}\n", schema.name, schema.summary);
        for (const OptionSpec& option : schema.options) out += fmt::format("{:<8} :{} {}\n", "", option.name, option.help);
      }
    } else if (what == "searches") {
      for (const SearchPlugin& search : builtin_searches())
        out += fmt::format("{:<8} {}{}{}\n", search.name, search.description,
                           search.takes_heuristic ? "; takes a heuristic" : "",
                           search.options.empty() ? std::string() : fmt::format("; options: {}", fmt::join(search.options, ", ")));
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
      }
    } else {
      for (const Domain& domain : builtin_domains().domains())
        out += fmt::format("{:<14} kinds {}; cost {}\n", domain.name, fmt::join(domain.kinds, " "), to_string(domain.cost));
    }
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
