#pragma once
#include "domains/environment.hpp"
#include "planner/plan.hpp"

namespace polyplan {

// A plan as its moves' own pieces would make it, one rule move at a time, for every macro move
// that is more than a straight line of pushes (a goal macro takes its box round corners): each
// becomes the fewest moves of that one piece that lead from the state before it to the state
// after it. Straight macros (tunnels) stay: the plan formats print them push by push. The cost
// is the sum of the moves' costs, as before unless a macro claimed more than its piece needs.
Plan unfold_bent_macros(Environment& environment, const Plan& plan);

}  // namespace polyplan
