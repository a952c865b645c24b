#include "translator/build_budget.hpp"

#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

// The budget open on this thread (builds run on the thread that creates the heuristic).
thread_local BuildBudget* open_budget = nullptr;

}  // namespace

BuildBudget::BuildBudget(double seconds, std::size_t bytes)
    : timed_(seconds > 0),
      deadline_(std::chrono::steady_clock::now() + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                       std::chrono::duration<double>(seconds))),
      bytes_(bytes),
      outer_(open_budget),
      deadline_scope_(timed_ ? std::optional(deadline_) : std::nullopt) {
  open_budget = this;
}

BuildBudget::~BuildBudget() { open_budget = outer_; }

void BuildBudget::check(std::size_t bytes) {
  const BuildBudget* budget = open_budget;
  if (budget) {
    if (interrupt_signal()) throw LimitReached(StopCause::Interrupt);
    if (budget->bytes_ > 0 && bytes > budget->bytes_) throw LimitReached(StopCause::Memory);
    if (budget->timed_ && std::chrono::steady_clock::now() >= budget->deadline_) throw LimitReached(StopCause::Time);
  }
  stop_if_due();
}

}  // namespace polyplan
