#include "heuristics/build_limits.hpp"

#include <fmt/format.h>

namespace polyplan {

BuildLimitReached::BuildLimitReached(Limit limit, double seconds, std::size_t bytes)
    : std::runtime_error(limit == Limit::Time ? fmt::format("the time limit ran out while building tables ({:.1f} s)", seconds)
                                              : fmt::format("building tables needs {} bytes, above the memory limit", bytes)),
      limit_(limit),
      seconds_(seconds),
      bytes_(bytes) {}

namespace {

std::optional<ScopedBuildLimits::Limits>& installed_build_limits() {
  thread_local std::optional<ScopedBuildLimits::Limits> limits;
  return limits;
}

}  // namespace

ScopedBuildLimits::ScopedBuildLimits(double time_s, std::size_t memory_bytes) : outer_(installed_build_limits()) {
  installed_build_limits() = Limits{std::chrono::steady_clock::now(), time_s, memory_bytes};
}

ScopedBuildLimits::~ScopedBuildLimits() { installed_build_limits() = outer_; }

void check_build_limits(std::size_t bytes) {
  const auto& limits = installed_build_limits();
  if (!limits) return;
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - limits->start).count();
  if (limits->memory_bytes > 0 && bytes >= limits->memory_bytes)
    throw BuildLimitReached(BuildLimitReached::Limit::Memory, seconds, bytes);
  if (limits->time_s > 0 && seconds >= limits->time_s) throw BuildLimitReached(BuildLimitReached::Limit::Time, seconds, bytes);
}

}  // namespace polyplan
