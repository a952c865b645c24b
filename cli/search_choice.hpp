#pragma once
#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "planner/selector/rules.hpp"

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
  // The configuration for a task, and the rule that chose it (nullptr when --search named it).
  std::pair<SearchConfiguration, const Rule*> choose(const Task& task) const;

 private:
  mutable std::optional<RuleSet> loaded_rules_;
  mutable std::optional<SearchConfiguration> explicit_;
};

}  // namespace polyplan::cli
