#pragma once
#include <string>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// The cache key of a generic pattern database: a canonical text of everything its table depends
// on — the frame (cells and goal marks), the rules and cost model, the kept pieces' kinds and
// shapes, the abstract goal and the abstract initial states the table was enumerated from — after
// a version line that changes whenever the table's meaning does. Piece names are left out: they
// do not change a single entry.
std::string abstraction_key(const Task& abstract, const std::vector<StateValues>& initial_states);

}  // namespace polyplan
