#include "cli/search_choice.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <range/v3/view/transform.hpp>

#include "parser/input_error.hpp"

namespace polyplan::cli {

void SearchChoice::add_to(CLI::App& command) {
  command.add_option("--search", search,
                     "auto (the selector's rules), a configuration such as \"astar(goal-count, tiebreak=depth)\", or "
                     "human (solve: play it yourself, as play does)");
  command.add_option(
      "--rules", rules_file,
      "a selector rules file to use instead of the built-in one, or builtin:paper-cbha (the paper's CBHA*)");
  add_fast_to(command);
}

void SearchChoice::add_fast_to(CLI::App& command) {
  command.add_flag("--fast", fast,
                   "any plan will do: the selector's rules see fast = 1 and may pick a greedy or weighted search "
                   "(not with --search)");
}

const RuleSet& SearchChoice::rules() const {
  if (rules_file.empty()) return RuleSet::builtin();
  const std::string prefix = "builtin:";
  if (rules_file.rfind(prefix, 0) == 0) {
    if (const RuleSet* rules = RuleSet::builtin(rules_file.substr(prefix.size()))) return *rules;
    std::vector<std::string> names = builtin_rule_sets().name_list();
    auto spelled = names | ranges::views::transform([&](const std::string& name) { return prefix + name; });
    throw InputError(Diagnostic::about(
        "--rules", fmt::format("unknown built-in rules '{}'; built in: {}", rules_file, fmt::join(spelled, ", "))));
  }
  if (!loaded_rules_) loaded_rules_ = RuleSet::read(SourceFile::read(rules_file));
  return *loaded_rules_;
}

SearchSelection SearchChoice::selection() const {
  if (search == "auto") return SearchSelection{std::nullopt, &rules(), fast};
  if (fast)
    throw InputError(Diagnostic::about("--fast",
                                       "asks the selector's rules for a fast search; it cannot be combined "
                                       "with --search " +
                                           search));
  return SearchSelection{SearchConfiguration::parse(search, "--search"), &RuleSet::builtin(), false};
}

}  // namespace polyplan::cli
