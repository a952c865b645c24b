#include "planner/selector/search_selection.hpp"

#include "parser/input_error.hpp"
#include "planner/selector/features.hpp"

namespace polyplan {

SearchSelection::Chosen SearchSelection::choose(const Task& task) const {
  if (named) return {*named, nullptr};
  const Rule* rule = rules->select(instance_features(task, fast));
  if (!rule)
    throw InputError(Diagnostic::about(rules->origin(), "no rule fires for problem '" + task.problem().name +
                                                            "'; end the rules with (rule NAME (when true) (use ...))"));
  return {rule->configuration, rule};
}

}  // namespace polyplan
