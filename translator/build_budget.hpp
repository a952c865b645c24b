#pragma once
#include <chrono>
#include <cstddef>

#include "translator/stop_request.hpp"

namespace polyplan {

// The limits a heuristic's set-up must stop at. A search opens a BuildBudget around the creation
// of its heuristic (planner/search/setup_budget.hpp) with the time and memory it may spend; a long
// table build calls BuildBudget::check() now and then and is stopped by LimitReached
// (translator/stop_request.hpp) when a limit is reached, so that `--time` and `--memory` hold
// during set-up too, not only after it. With no budget open, check() stops a build only for what
// stops every long step: an interrupt, the run's deadline or its memory limit.
class BuildBudget {
 public:
  // 0: no limit of that kind. Budgets nest: the innermost one open is the one checked.
  BuildBudget(double seconds, std::size_t bytes);
  ~BuildBudget();
  BuildBudget(const BuildBudget&) = delete;
  BuildBudget& operator=(const BuildBudget&) = delete;

  // Throws LimitReached when the run was interrupted, the open budget's time is up, `bytes`
  // (what the build holds now) passes its memory, or a stop is due for the whole run.
  static void check(std::size_t bytes = 0);

 private:
  bool timed_;
  std::chrono::steady_clock::time_point deadline_;
  std::size_t bytes_;
  BuildBudget* outer_;
  // The same deadline for the long steps inside a build (a state registry's growth).
  DeadlineScope deadline_scope_;
};

}  // namespace polyplan
