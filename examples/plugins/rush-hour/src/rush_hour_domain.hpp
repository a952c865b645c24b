#pragma once
#include <string>

namespace rush_hour {

// The `rush-hour` domain problems name in (:domain rush-hour), as .pzl text.
std::string rush_hour_domain();

}  // namespace rush_hour
