#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace polyplan::cli {

// One run of the suite: `polyplan solve INPUT --search CONFIG --json` in a child process, so that
// each run's peak memory is its own, runs proceed in parallel, and a run that dies (or is
// killed by the machine) costs one table cell rather than the whole suite.
struct SuiteRun {
  std::string input;
  std::vector<std::string> arguments;  // after the input: --search, --rules, limits
};

// The child's JSON report, or {"status": "crashed", ...} when it printed none.
nlohmann::json run_in_child(const SuiteRun& run);

}  // namespace polyplan::cli
