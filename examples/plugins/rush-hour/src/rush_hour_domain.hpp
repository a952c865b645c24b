#pragma once
#include <string>

namespace rush_hour {

// The `rush-hour-plugin` domain problems name in (:domain rush-hour-plugin), as .pzl text (the
// built-in `rush-hour` is the same puzzle written with a described rule, domains/pzl/rush-hour.pzl).
std::string rush_hour_domain();

}  // namespace rush_hour
