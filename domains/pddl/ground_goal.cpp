#include "domains/pddl/ground_goal.hpp"

#include <fmt/format.h>

#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// The formula as PDDL text, noting what it needs declared.
std::string text_of(const GoalFormula& formula, GroundGoal& goal) {
  switch (formula.kind) {
    case GoalFormula::Kind::Fact:
      return formula.fact;
    case GoalFormula::Kind::Not:
      goal.negative = true;
      return fmt::format("(not {})", text_of(formula.parts.front(), goal));
    case GoalFormula::Kind::All:
    case GoalFormula::Kind::Any: {
      const bool all = formula.kind == GoalFormula::Kind::All;
      goal.disjunctive |= !all;
      std::string text = all ? "(and" : "(or";
      for (const GoalFormula& part : formula.parts) text.append(" ").append(text_of(part, goal));
      return text + ")";
    }
    case GoalFormula::Kind::True:
    case GoalFormula::Kind::False:
      break;
  }
  return "";  // true and false are folded away below the top
}

}  // namespace

GroundGoal write_ground_goal(const Task& task, const GroundModel& model) {
  const GoalFormula formula = ground_goal_formula(task, model);
  if (formula.kind == GoalFormula::Kind::False)
    throw InputError(Diagnostic::about("--to pddl", "the goal can never hold on this board"));
  GroundGoal goal;
  // The top-level conjunction is written as a list, so that a goal of placements stays facts.
  if (formula.kind == GoalFormula::Kind::All)
    for (const GoalFormula& part : formula.parts) goal.conjuncts.push_back(text_of(part, goal));
  else if (formula.kind != GoalFormula::Kind::True)
    goal.conjuncts.push_back(text_of(formula, goal));
  return goal;
}

}  // namespace polyplan
