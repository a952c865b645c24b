#pragma once
#include <chrono>
#include <cstddef>
#include <optional>
#include <stdexcept>

namespace polyplan {

// Building a heuristic's tables is part of solving, and a large build can take longer than the
// whole --time or more than --memory. The search that builds a heuristic installs its limits for
// the length of the set-up (ScopedBuildLimits); builds look at them as they go
// (check_build_limits, a clock read every million states or so) and stop by throwing
// BuildLimitReached, which the search configuration turns into the normal limit report. Nothing
// is cached from a build that stopped. Without installed limits (tests, tools) builds run to the
// end.
class BuildLimitReached : public std::runtime_error {
 public:
  enum class Limit { Time, Memory };
  BuildLimitReached(Limit limit, double seconds, std::size_t bytes);
  Limit limit() const { return limit_; }
  double seconds() const { return seconds_; }
  std::size_t bytes() const { return bytes_; }

 private:
  Limit limit_;
  double seconds_;
  std::size_t bytes_;
};

class ScopedBuildLimits {
 public:
  struct Limits {
    std::chrono::steady_clock::time_point start;
    double time_s;
    std::size_t memory_bytes;
  };

  // 0: no limit, as in SearchLimits.
  ScopedBuildLimits(double time_s, std::size_t memory_bytes);
  ~ScopedBuildLimits();
  ScopedBuildLimits(const ScopedBuildLimits&) = delete;
  ScopedBuildLimits& operator=(const ScopedBuildLimits&) = delete;

 private:
  std::optional<Limits> outer_;  // the limits this scope replaced (a portfolio's stage inside a search)
};

// Throws BuildLimitReached when the installed limits are spent: the time since the set-up began,
// or `bytes` (what the build holds now) against the memory limit.
void check_build_limits(std::size_t bytes);

}  // namespace polyplan
