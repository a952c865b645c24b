#pragma once
#include <string>
#include <vector>

#include "domains/ground_model.hpp"

namespace polyplan {

// The task's goal over the ground model's facts, whole: placements, cells a kind covers, regions,
// counts, shapes anywhere on the board, and their and, or and not, with `(idle)` where moves are
// locked; so that a state of the model meets it exactly when polyplan's goal test accepts the
// state. The grounded PDDL writes it (domains/pddl/ground_goal), the relaxation heuristics read it
// (heuristics/relaxation/relaxed_task): one goal for both. Units of a kind all on goal cells are
// facts on the goal cells where there are as many units as goal cells and none leaves the board
// (plain STRIPS), else no unit off them. True and false are folded away, except at the top.
struct GoalFormula {
  enum class Kind { True, False, Fact, All, Any, Not } kind = Kind::True;
  std::string fact;                // Fact: its name in the model
  std::vector<GoalFormula> parts;  // All, Any: two or more; Not: one

  static GoalFormula truth(bool value) { return {value ? Kind::True : Kind::False, "", {}}; }
  static GoalFormula fact_named(std::string name) { return {Kind::Fact, std::move(name), {}}; }
  bool operator==(const GoalFormula&) const = default;
};

GoalFormula ground_goal_formula(const Task& task, const GroundModel& model);

}  // namespace polyplan
