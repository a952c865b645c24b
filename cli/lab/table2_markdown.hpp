#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace polyplan::cli {

// One instance's row group: its runs under every configuration of the table.
struct Table2Instance {
  std::string problem;
  std::string group;  // the class the selector assigns, e.g. "B"
  // One per configuration, in the labels' order; a run with "optimal": true promised an optimal
  // plan, so its cost takes part in the cross-check.
  std::vector<nlohmann::json> runs;
};

// The Flying Block paper's Table 2 layout, per group and over all: instances, solved, mean
// expanded, mean EBF and mean time over solved runs, mean max depth over all runs; then the
// optimality cross-check and one line per instance. Sections start at level-2 headings.
std::string table2_markdown(const std::vector<std::string>& labels, const std::vector<Table2Instance>& instances);

}  // namespace polyplan::cli
