#pragma once
#include <string>
#include <vector>

#include "domains/ground_model.hpp"

namespace polyplan {

// The task's goal as the grounded PDDL states it: every part of it (placements, cells a kind
// covers, regions, counts, shapes anywhere on the board, and their and, or and not) over the ground
// model's facts, so that the grounded translation's plans reach exactly the states polyplan's goal
// test accepts. Units of a kind all on goal cells are written as facts on the goal cells where
// there are as many units as goal cells and none leaves the board (plain STRIPS), else as no unit
// off them.
struct GroundGoal {
  std::vector<std::string> conjuncts;  // each a fact or a formula of facts; their conjunction is the goal
  bool negative = false;               // some conjunct says (not ...)
  bool disjunctive = false;            // some conjunct says (or ...)
};

// Throws InputError naming "--to pddl" when the goal can never hold.
GroundGoal write_ground_goal(const Task& task, const GroundModel& model);

}  // namespace polyplan
