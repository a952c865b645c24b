#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/lab/child_process.hpp"

namespace polyplan::cli {

// One run of a bench: `polyplan solve INPUT --json ARGUMENTS` in a child process, so that each
// run's peak memory is its own, runs proceed in parallel, and a run that dies (or is killed by the
// machine) costs one result row rather than the whole bench.
struct SolveChild {
  std::string input;
  std::vector<std::string> arguments;  // after the input: --search, --rules, limits
  ChildLimits limits;                  // enforced from outside, should the child not stop itself
};

// The child's JSON report (with its plan; {"status": "not-applicable", "detail": REASON} when the
// configuration does not apply to the problem), or {"status": "crashed", "detail": ...} when it
// printed none; "killed": true when the outside deadline ended it, and "child_peak_memory_mb" always (the
// child's largest resident size as the kernel measured it).
nlohmann::json run_solve_child(const SolveChild& run);

// Replays a solved run's plan in this process, from the plan text the child printed, and records
// "validated" (true, or false with "validation_error"; a plan whose replayed cost differs from the
// reported one is invalid too). A plan that does not replay is then dropped from the report.
void replay_plan(const std::string& input, nlohmann::json& run);

}  // namespace polyplan::cli
