#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace polyplan::cli {

// Configuration labels in the suite's order (the rows' configuration_index), else in the order
// they first appear.
std::vector<std::string> configuration_labels(const std::vector<nlohmann::json>& rows);

// What a report says about itself before its tables.
struct ReportHeading {
  std::string title;    // "Bench report"
  std::string command;  // the command that writes the report again
  std::string context;  // more on how the runs were made (date, machine, limits); may be empty
};

// The Markdown report of bench results: the heading, the configurations, then per family the
// Flying Block paper's Table 2 layout per class (cli/table2_markdown), the optimality cross-check
// and one line per instance.
std::string bench_markdown(const std::vector<nlohmann::json>& rows, const ReportHeading& heading);

// A link from the report to an instance's board page (cli/report_boards).
struct BoardLink {
  std::string instance;
  std::string href;
  std::string note;  // e.g. "CBHA*, cost 12"
};

// Two configurations whose expansions a scatter plot compares, x against y.
struct ScatterPair {
  std::string x;
  std::string y;
};

// A self-contained HTML page: the report's title and summary (its Markdown up to the first
// section), the plots as inline SVG (cactus, one scatter of expansions per pair, per-class bars),
// the links to the board pages, then the rest of the report. Needs gnuplot.
std::string bench_html(const std::vector<nlohmann::json>& rows, const std::string& markdown,
                       const std::vector<ScatterPair>& scatters, const std::vector<BoardLink>& boards = {});

}  // namespace polyplan::cli
