#pragma once
#include <chrono>
#include <optional>

namespace polyplan {

// A solve is stopped from outside its loops in two ways, and both are read here, below every
// layer that has a long loop: the user interrupts it (SIGINT or SIGTERM; the command line's
// handler calls request_interrupt), or the time limit passes while the search is inside one long
// step, such as the growth of a table of a hundred million states, which would otherwise carry it
// seconds past `--time`. Reading the interrupt is one relaxed atomic load, cheap enough for every
// expansion; reading the deadline reads the clock, so long steps ask it every few thousand items.

// Async-signal-safe: only stores the signal number.
void request_interrupt(int signal) noexcept;
// The signal that interrupted the run (SIGINT, SIGTERM), 0 while none has.
int interrupt_signal() noexcept;
// For tests, and for a command that reports an interrupt and then goes on (none does today).
void clear_interrupt() noexcept;

// The time limit of the search running on this thread, opened by the search's limit check
// (planner/search/limit_watch.hpp) for as long as the search runs. Scopes nest: the innermost is
// the one asked.
class DeadlineScope {
 public:
  explicit DeadlineScope(std::optional<std::chrono::steady_clock::time_point> deadline);
  ~DeadlineScope();
  DeadlineScope(const DeadlineScope&) = delete;
  DeadlineScope& operator=(const DeadlineScope&) = delete;

  // True once the innermost open deadline has passed (false with none open).
  static bool passed();

 private:
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  DeadlineScope* outer_;
};

// What a long step asks before going on: has the user interrupted, or has the deadline passed?
inline bool stop_due() { return interrupt_signal() != 0 || DeadlineScope::passed(); }

}  // namespace polyplan
