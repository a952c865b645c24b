#pragma once
#include <chrono>
#include <cstddef>
#include <stdexcept>

namespace polyplan {

// The limits a heuristic's set-up must stop at. A search opens a BuildBudget around the creation
// of its heuristic (planner/search/setup_budget.hpp) with the time and memory it may spend; a long
// table build calls BuildBudget::check() now and then and is stopped by BuildStopped when a limit
// is reached, so that `--time` and `--memory` hold during set-up too, not only after it. With no
// budget open, check() never stops anything.
enum class BuildLimit { Time, Memory };

class BuildStopped : public std::runtime_error {
 public:
  explicit BuildStopped(BuildLimit limit)
      : std::runtime_error(limit == BuildLimit::Time ? "the time limit was reached while building a table"
                                                     : "the memory limit was reached while building a table"),
        limit_(limit) {}
  BuildLimit limit() const { return limit_; }

 private:
  BuildLimit limit_;
};

class BuildBudget {
 public:
  // 0: no limit of that kind. Budgets nest: the innermost one open is the one checked.
  BuildBudget(double seconds, std::size_t bytes);
  ~BuildBudget();
  BuildBudget(const BuildBudget&) = delete;
  BuildBudget& operator=(const BuildBudget&) = delete;

  // Throws BuildStopped when the open budget's time is up or `bytes` (what the build holds now)
  // passes its memory.
  static void check(std::size_t bytes = 0);

 private:
  bool timed_;
  std::chrono::steady_clock::time_point deadline_;
  std::size_t bytes_;
  BuildBudget* outer_;
};

}  // namespace polyplan
