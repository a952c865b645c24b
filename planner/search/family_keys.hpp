#pragma once
#include "planner/search/search_engine.hpp"

namespace polyplan {

// The vertical distance of the first target piece from its goal placement: rows between their
// top cells (the Flying Block paper's d_v tie-breaker, Section 5.10). Throws InputError naming
// "tiebreak" when the task has no target placed by an (at ...) goal.
FamilyKey vertical_distance_key(const Task& task);

}  // namespace polyplan
