#include "translator/stop_request.hpp"

#include <algorithm>
#include <atomic>

#include "translator/heap_meter.hpp"

namespace polyplan {
namespace {

// Lock-free, so that a signal handler may store into it.
std::atomic<int> interrupt{0};
static_assert(std::atomic<int>::is_always_lock_free);

thread_local DeadlineScope* open_deadline = nullptr;

thread_local const std::atomic<bool>* open_cancel = nullptr;

std::atomic<std::size_t> memory_limit{0};

const char* describe(StopCause cause) {
  switch (cause) {
    case StopCause::Time:
      return "the time limit was reached";
    case StopCause::Memory:
      return "the memory limit was reached";
    case StopCause::Interrupt:
      return "the run was interrupted";
    case StopCause::Cancel:
      return "another stage of the portfolio ended the task";
  }
  return "the run was stopped";
}

}  // namespace

void request_interrupt(int signal) noexcept { interrupt.store(signal, std::memory_order_relaxed); }

int interrupt_signal() noexcept { return interrupt.load(std::memory_order_relaxed); }

void clear_interrupt() noexcept { interrupt.store(0, std::memory_order_relaxed); }

DeadlineScope::DeadlineScope(std::optional<std::chrono::steady_clock::time_point> deadline)
    : deadline_(deadline), outer_(open_deadline) {
  if (outer_ && outer_->deadline_) deadline_ = deadline_ ? std::min(*deadline_, *outer_->deadline_) : outer_->deadline_;
  open_deadline = this;
}

// A scope closed on another thread than the one it opened on (an object built on a helper thread
// and destroyed by the caller) must not unwind that thread's scopes.
DeadlineScope::~DeadlineScope() {
  if (open_deadline == this) open_deadline = outer_;
}

bool DeadlineScope::passed() {
  const DeadlineScope* scope = open_deadline;
  return scope && scope->deadline_ && std::chrono::steady_clock::now() >= *scope->deadline_;
}

std::optional<std::chrono::steady_clock::time_point> DeadlineScope::current() {
  return open_deadline ? open_deadline->deadline_ : std::nullopt;
}

CancelScope::CancelScope(const std::atomic<bool>* flag) : outer_(open_cancel) {
  if (flag) open_cancel = flag;
}

CancelScope::~CancelScope() { open_cancel = outer_; }

const std::atomic<bool>* CancelScope::current() { return open_cancel; }

bool CancelScope::raised() {
  const std::atomic<bool>* flag = open_cancel;
  return flag && flag->load(std::memory_order_relaxed);
}

MemoryLimitScope::MemoryLimitScope(std::size_t bytes) : outer_(memory_limit.exchange(bytes)) {}

MemoryLimitScope::~MemoryLimitScope() { memory_limit.store(outer_); }

bool MemoryLimitScope::passed() {
  const std::size_t limit = memory_limit.load(std::memory_order_relaxed);
  return limit != 0 && heap_bytes() >= limit;
}

std::optional<StopCause> due_stop() {
  if (interrupt_signal()) return StopCause::Interrupt;
  if (CancelScope::raised()) return StopCause::Cancel;
  if (MemoryLimitScope::passed()) return StopCause::Memory;
  if (DeadlineScope::passed()) return StopCause::Time;
  return std::nullopt;
}

LimitReached::LimitReached(StopCause cause) : std::runtime_error(describe(cause)), cause_(cause) {}

void stop_if_due() {
  if (std::optional<StopCause> cause = due_stop()) throw LimitReached(*cause);
}

}  // namespace polyplan
