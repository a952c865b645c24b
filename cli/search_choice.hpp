#pragma once
#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "planner/selector/search_selection.hpp"

namespace polyplan::cli {

// --search and --rules, shared by solve and explain: which configuration runs on a task.
struct SearchChoice {
  std::string search = "auto";
  std::string rules_file;
  bool fast = false;  // --fast: the rules see feature fast = 1 and may pick a search for any plan

  void add_to(CLI::App& command);
  // --fast alone, for commands that take the rules but not --search (explain).
  void add_fast_to(CLI::App& command);
  const RuleSet& rules() const;  // the --rules file, or the built-in rules
  // What the planner is asked to run: --search parsed, or the rules with --fast. InputError for
  // a configuration that does not parse, rules that do not load, --fast beside --search.
  SearchSelection selection() const;

 private:
  mutable std::optional<RuleSet> loaded_rules_;
};

}  // namespace polyplan::cli
