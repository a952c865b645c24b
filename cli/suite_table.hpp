#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace polyplan::cli {

struct SuiteConfiguration {
  std::string label;
  std::string search;
  double time_s = 0;
};

struct SuiteResult {
  std::string problem;
  std::string group;  // the class the selector assigns, e.g. "B"
  // One per configuration, in the configurations' order; a run with "optimal": true promised an
  // optimal plan, so its cost takes part in the cross-check.
  std::vector<nlohmann::json> runs;
};

// The paper's Table 2 layout, per group and over all: instances, solved, mean expanded, mean EBF
// and mean time over solved runs, mean max depth over all runs; then the optimality cross-check
// and one line per instance. `preamble` is printed first (title, command, limits).
std::string suite_markdown(const std::string& preamble, const std::vector<SuiteConfiguration>& configurations,
                           const std::vector<SuiteResult>& results);

}  // namespace polyplan::cli
