#include "planner/search/portfolio/stage_time.hpp"

#include <algorithm>

namespace polyplan {

double stage_time_limit(double wall_left, std::span<const double> running_left, unsigned threads, double share) {
  const auto idle = static_cast<double>(threads - std::min<std::size_t>(threads, running_left.size()));
  double capacity = idle * wall_left;
  // A stage past its limit that has not noticed yet holds its thread for no time at all.
  for (double left : running_left) capacity += std::max(wall_left - std::max(left, 0.0), 0.0);
  return std::min(capacity * share, wall_left);
}

}  // namespace polyplan
