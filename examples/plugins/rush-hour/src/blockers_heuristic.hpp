#pragma once
#include <memory>

#include <polyplan/plugin/heuristic.hpp>

namespace rush_hour {

// `blockers`: 0 at the goal; otherwise 1 (the target must move) plus the number of other cars
// covering a cell the target must still drive through. Admissible and consistent (README.md).
std::shared_ptr<const polyplan::plugin::HeuristicFactory> blockers_heuristic();

}  // namespace rush_hour
