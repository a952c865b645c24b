#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace polyplan::cli {

// A board page (show --html) for one instance of a report, drawn from a plan its runs found.
struct ReportBoard {
  std::string instance;  // as the report names it
  std::string note;      // which configuration's plan, and its cost
  std::string path;      // where the page is written
  std::string href;      // the link from the report, relative to it
  std::string html;
};

// One page per instance with a validated plan in `rows` (the cheapest; bench keeps a plan that
// replays, with the problem's path), in a folder beside `report_html` (`REPORT-boards/`). An
// instance whose problem no longer loads, or whose plan no longer replays, gets no page and a
// warning on stderr: the report itself does not depend on it.
std::vector<ReportBoard> report_boards(const std::vector<nlohmann::json>& rows, const std::string& report_html);

}  // namespace polyplan::cli
