#include "translator/stop_request.hpp"

#include <atomic>

namespace polyplan {
namespace {

// Lock-free, so that a signal handler may store into it.
std::atomic<int> interrupt{0};
static_assert(std::atomic<int>::is_always_lock_free);

thread_local DeadlineScope* open_deadline = nullptr;

}  // namespace

void request_interrupt(int signal) noexcept { interrupt.store(signal, std::memory_order_relaxed); }

int interrupt_signal() noexcept { return interrupt.load(std::memory_order_relaxed); }

void clear_interrupt() noexcept { interrupt.store(0, std::memory_order_relaxed); }

DeadlineScope::DeadlineScope(std::optional<std::chrono::steady_clock::time_point> deadline)
    : deadline_(deadline), outer_(open_deadline) {
  open_deadline = this;
}

DeadlineScope::~DeadlineScope() { open_deadline = outer_; }

bool DeadlineScope::passed() {
  const DeadlineScope* scope = open_deadline;
  return scope && scope->deadline_ && std::chrono::steady_clock::now() >= *scope->deadline_;
}

}  // namespace polyplan
