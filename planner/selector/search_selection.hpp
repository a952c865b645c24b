#pragma once
#include <optional>
#include <string>

#include "planner/search/search_configuration.hpp"
#include "planner/selector/rules.hpp"
#include "translator/task.hpp"

namespace polyplan {

// Which search runs on a task: one configuration named for every task, or the first rule of a
// rule set that fires on the task's features (the selector). Callers build it once, from their
// own options, and every task they solve asks it.
struct SearchSelection {
  std::optional<SearchConfiguration> named;    // set: this search on every task
  const RuleSet* rules = &RuleSet::builtin();  // otherwise the selector, with these rules
  bool fast = false;                           // the rules see feature fast = 1 (any plan will do)

  struct Chosen {
    SearchConfiguration configuration;
    const Rule* rule = nullptr;  // the rule that fired; nullptr when the search was named
  };
  // An InputError, with the rules' origin, when no rule fires.
  Chosen choose(const Task& task) const;
};

}  // namespace polyplan
