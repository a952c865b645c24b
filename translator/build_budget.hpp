#pragma once
#include <chrono>
#include <cstddef>
#include <stdexcept>

#include "translator/stop_request.hpp"

namespace polyplan {

// The limits a heuristic's set-up must stop at. A search opens a BuildBudget around the creation
// of its heuristic (planner/search/setup_budget.hpp) with the time and memory it may spend; a long
// table build calls BuildBudget::check() now and then and is stopped by BuildStopped when a limit
// is reached, so that `--time` and `--memory` hold during set-up too, not only after it. With no
// budget open, check() never stops anything. An interrupt (SIGINT, SIGTERM:
// translator/stop_request.hpp) stops an open budget's build too.
enum class BuildLimit { Time, Memory, Interrupt };

class BuildStopped : public std::runtime_error {
 public:
  explicit BuildStopped(BuildLimit limit) : std::runtime_error(describe(limit)), limit_(limit) {}
  BuildLimit limit() const { return limit_; }

 private:
  static const char* describe(BuildLimit limit) {
    switch (limit) {
      case BuildLimit::Time: return "the time limit was reached while building a table";
      case BuildLimit::Memory: return "the memory limit was reached while building a table";
      case BuildLimit::Interrupt: return "the run was interrupted while building a table";
    }
    return "a table's build was stopped";
  }

  BuildLimit limit_;
};

class BuildBudget {
 public:
  // 0: no limit of that kind. Budgets nest: the innermost one open is the one checked.
  BuildBudget(double seconds, std::size_t bytes);
  ~BuildBudget();
  BuildBudget(const BuildBudget&) = delete;
  BuildBudget& operator=(const BuildBudget&) = delete;

  // Throws BuildStopped when the run was interrupted, the open budget's time is up or `bytes`
  // (what the build holds now) passes its memory.
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
