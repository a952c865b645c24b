#pragma once
#include <polyplan/plugin/puzzle.hpp>

namespace rush_hour {

// The car the goal places, which both the heuristic and the tie key follow. Throws
// std::invalid_argument (shown to the user) when the goal places no car or several.
int target_car(const polyplan::plugin::Puzzle& puzzle);

}  // namespace rush_hour
