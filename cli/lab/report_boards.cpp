#include "cli/lab/report_boards.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <map>

#include "cli/input_options.hpp"
#include "cli/show/board_page.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

// A file name made of the instance's name: letters, digits, '-' and '_' kept, the rest '_'.
std::string file_name_of(const std::string& instance) {
  std::string name;
  for (char c : instance) name += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ? c : '_';
  return name;
}

}  // namespace

std::vector<ReportBoard> report_boards(const std::vector<nlohmann::json>& rows, const std::string& report_html) {
  namespace fs = std::filesystem;
  // Per instance, in the rows' order, the cheapest run whose plan replayed.
  std::vector<std::string> order;
  std::map<std::string, const nlohmann::json*> best;
  for (const nlohmann::json& row : rows) {
    if (!row.value("validated", false) || !row.contains("plan") || !row.contains("input_path")) continue;
    std::string input = row.value("input", "");
    auto [entry, inserted] = best.try_emplace(input, &row);
    if (inserted)
      order.push_back(input);
    else if (row.value("cost", 0) < entry->second->value("cost", 0))
      entry->second = &row;
  }
  fs::path report(report_html);
  fs::path folder = report.parent_path() / (report.stem().string() + "-boards");
  std::vector<ReportBoard> boards;
  for (const std::string& input : order) {
    const nlohmann::json& row = *best[input];
    std::string instance = row.value("instance", input);
    try {
      Problem problem = load_one(row["input_path"].get<std::string>(), InputOptions{}, "report");
      std::string plan;
      for (const nlohmann::json& line : row["plan"]) plan += line.get<std::string>() + "\n";
      Task task(problem);
      Environment environment(task);
      PlanCheck check = validate_plan(environment, *SourceFile::from_text("<plan of " + instance + ">", plan));
      if (!check.valid) throw InputError(*check.failure);
      std::string configuration = row.value("configuration", "?");
      std::string file = fmt::format("{:03}-{}.html", boards.size() + 1, file_name_of(instance));
      boards.push_back({instance, fmt::format("{}, cost {}", configuration, check.cost), (folder / file).string(),
                        folder.filename().string() + "/" + file,
                        plan_page_html(problem, plan, check, "plan of " + configuration)});
    } catch (const InputError& error) {
      std::cerr << fmt::format("{}: warning: no board page for {}: {}\n", report_html, instance,
                               error.diagnostics().front().headline());
    }
  }
  return boards;
}

}  // namespace polyplan::cli
