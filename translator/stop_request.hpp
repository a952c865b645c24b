#pragma once
#include <atomic>
#include <chrono>
#include <cstddef>
#include <optional>
#include <stdexcept>

namespace polyplan {

// A solve is stopped from outside its loops in four ways, and all are read here, below every
// layer that has a long loop: the user interrupts it (SIGINT or SIGTERM; the command line's
// handler calls request_interrupt), the time limit passes, or the program's memory (the heap
// meter, heap_meter.hpp) reaches the run's memory limit, while the run is inside one long step:
// a placement table of a huge board, one expansion with millions of successors, the growth of a
// table of a hundred million states; and a stage of a portfolio run on several threads is stopped
// once another stage has ended the task (CancelScope). Such a step would otherwise carry the run
// far past its limits, or ignore the first interrupt. Reading the interrupt and the memory is two relaxed
// atomic loads, cheap enough for every expansion; reading the deadline reads the clock, so long
// steps ask through a StopPoll, which looks every few thousand items.

enum class StopCause { Time, Memory, Interrupt, Cancel };

// Async-signal-safe: only stores the signal number.
void request_interrupt(int signal) noexcept;
// The signal that interrupted the run (SIGINT, SIGTERM), 0 while none has.
int interrupt_signal() noexcept;
// For tests, and for a command that reports an interrupt and then goes on (none does today).
void clear_interrupt() noexcept;

// A time limit on this thread: the search's, opened by its limit check (planner/search/
// limit_watch.hpp) for as long as it runs, or the whole run's. Scopes nest, and an inner scope
// never ends later than the one around it: a search given more time than its run has left still
// stops with the run.
class DeadlineScope {
 public:
  explicit DeadlineScope(std::optional<std::chrono::steady_clock::time_point> deadline);
  ~DeadlineScope();
  DeadlineScope(const DeadlineScope&) = delete;
  DeadlineScope& operator=(const DeadlineScope&) = delete;

  // True once the innermost open deadline has passed (false with none open).
  static bool passed();
  // The innermost open deadline, for a thread that works for this one (nothing with none open).
  static std::optional<std::chrono::steady_clock::time_point> current();

 private:
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  DeadlineScope* outer_;
};

// The run's memory limit for as long as the scope lives: past it, by the heap meter's count,
// long steps stop. One for the whole process, since its threads share one heap; scopes nest.
class MemoryLimitScope {
 public:
  explicit MemoryLimitScope(std::size_t bytes);  // 0: none
  ~MemoryLimitScope();
  MemoryLimitScope(const MemoryLimitScope&) = delete;
  MemoryLimitScope& operator=(const MemoryLimitScope&) = delete;

  static bool passed();

 private:
  std::size_t outer_;
};

// A flag that another thread raises to stop the work on this one, for as long as the scope lives: a
// portfolio that runs its stages on several threads raises it for the stages still running once
// one has solved the task or proved it unsolvable. A thread has one flag at most: the scope opened
// last replaces the one around it (a parallel portfolio's stages run with one thread each, so no
// second one opens inside them), and a scope opened with no flag changes nothing.
class CancelScope {
 public:
  explicit CancelScope(const std::atomic<bool>* flag);
  ~CancelScope();
  CancelScope(const CancelScope&) = delete;
  CancelScope& operator=(const CancelScope&) = delete;

  // The flag open on this thread (null: none), for a helper thread to open the same.
  static const std::atomic<bool>* current();
  static bool raised();

 private:
  const std::atomic<bool>* outer_;
};

// Why the run must stop now, if it must: interrupted, cancelled, past the innermost deadline, or
// past the memory limit.
std::optional<StopCause> due_stop();
inline bool stop_due() { return due_stop().has_value(); }

// What a long step throws when it finds a limit reached: caught by the search it runs in (which
// reports its statistics so far) or by the planner's entry point.
class LimitReached : public std::runtime_error {
 public:
  explicit LimitReached(StopCause cause);
  StopCause cause() const { return cause_; }

 private:
  StopCause cause_;
};

// Throws LimitReached when a stop is due.
void stop_if_due();

// Asks stop_if_due each time `kEvery` more units of work are done: an addition and a comparison
// per call, the clock read only then. A loop counts its items (a placement made), or a weight
// for a batch of them (the cells a generator scanned, the words of the children a search made),
// so that a check comes after about the same work however large each item is.
template <std::size_t kEvery = 4096>
class StopPoll {
 public:
  void operator()(std::size_t units = 1) {
    done_ += units;
    if (done_ >= kEvery) {
      done_ = 0;
      stop_if_due();
    }
  }

 private:
  std::size_t done_ = 0;
};

}  // namespace polyplan
