#pragma once
#include <string>
#include <vector>

#include "parser/source/source_file.hpp"
#include "parser/syntax/sexpr.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/selector/features.hpp"

namespace polyplan {

// Rules map instance features to a search configuration; the first rule whose condition holds
// fires. They are data: an s-expression file shipped with polyplan (planner/rules/default.rules)
// and replaceable with --rules FILE.
//
//   (rule NAME
//     (when CONDITION)          ; (= a b) (!= a b) (< a b) (<= a b) (> a b) (>= a b)
//                               ; (and C ...) (or C ...) (not C) true
//     (use "astar(goal-count)"))
//
// Operands are feature names (k, n, family, shape, ...) or literals (integers, names, strings).
struct Rule {
  std::string name;
  SExpr condition;
  SearchConfiguration configuration;
  Position at;
};

class RuleSet {
 public:
  // Reads and checks a rules file: unknown features and bad configurations are errors with the
  // file's positions.
  static RuleSet read(SourcePtr source, const HeuristicRegistry& heuristics = heuristic_registry());
  // The rules shipped with polyplan.
  static const RuleSet& builtin();
  // Another rules file compiled in, by name ("paper-cbha"), or nullptr.
  static const RuleSet* builtin(const std::string& name);

  const std::vector<Rule>& rules() const { return rules_; }
  const std::string& origin() const { return origin_; }

  // The first rule that fires, or nullptr. `trace`, when given, receives one line per rule tried.
  const Rule* select(const Features& features, std::vector<std::string>* trace = nullptr) const;

 private:
  std::vector<Rule> rules_;
  std::string origin_;
};

// A rules file compiled in, by the name `--rules builtin:NAME` gives it ("default", "paper-cbha").
struct NamedRuleSet {
  std::string name;
  RuleSet rules;
};
const Registry<NamedRuleSet>& builtin_rule_sets();

}  // namespace polyplan
