#pragma once
#include <memory>

#include <polyplan/plugin/tie_key.hpp>

namespace rush_hour {

// `exit-distance`: the cells the target car still has to drive to its goal placement, fewer
// first. A tie key orders nodes of equal f; it never changes a plan's cost under A*.
std::shared_ptr<const polyplan::plugin::TieKeyFactory> exit_distance_key();

}  // namespace rush_hour
