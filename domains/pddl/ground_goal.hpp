#pragma once
#include <string>
#include <vector>

#include "domains/ground_goal.hpp"

namespace polyplan {

// The task's goal (domains/ground_goal.hpp) as the grounded PDDL states it, so that the grounded
// translation's plans reach exactly the states polyplan's goal test accepts.
struct GroundGoal {
  std::vector<std::string> conjuncts;  // each a fact or a formula of facts; their conjunction is the goal
  bool negative = false;               // some conjunct says (not ...)
  bool disjunctive = false;            // some conjunct says (or ...)
};

// Throws InputError naming "--to pddl" when the goal can never hold.
GroundGoal write_ground_goal(const Task& task, const GroundModel& model);

}  // namespace polyplan
