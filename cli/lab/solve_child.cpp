#include "cli/lab/solve_child.hpp"

#include <fmt/format.h>

#include "cli/input_options.hpp"
#include "planner/plan_validator.hpp"

namespace polyplan::cli {

nlohmann::json run_solve_child(const SolveChild& run) {
  std::vector<std::string> arguments{own_executable(), "solve", run.input, "--json"};
  arguments.insert(arguments.end(), run.arguments.begin(), run.arguments.end());
  ChildOutcome child = run_child(arguments, run.limits);
  std::size_t line_end = child.output.find('\n');
  nlohmann::json report = nlohmann::json::parse(child.output.substr(0, line_end), nullptr, false);
  if (report.is_discarded() || !report.is_object() || child.killed_at_deadline) {
    // An interrupted child that had no time to report is still an interrupted run, not a crash.
    report = {{"status", child.interrupted ? "interrupted" : "crashed"},
              {"expanded", 0},
              {"time_s", child.wall_s},
              {"detail", child.describe()}};
    // The last line the child wrote on stderr says why it stopped (e.g. std::bad_alloc).
    std::string tail = child.error_tail;
    while (!tail.empty() && tail.back() == '\n') tail.pop_back();
    if (std::size_t last = tail.rfind('\n'); last != std::string::npos) tail.erase(0, last + 1);
    if (!tail.empty()) report["detail"] = child.describe() + ": " + tail;
    if (child.killed_at_deadline) report["killed"] = true;
  }
  report["child_peak_memory_mb"] = child.peak_rss_mb;
  return report;
}

void replay_plan(const std::string& input, nlohmann::json& run) {
  if (run.value("status", "") == "solved") {
    try {
      Task task(load_one(input, InputOptions{}, "bench"));
      Environment environment(task);
      std::string plan;
      for (const nlohmann::json& line : run.value("plan", nlohmann::json::array()))
        plan += line.get<std::string>() + "\n";
      PlanCheck check = validate_plan(environment, *SourceFile::from_text("<plan of " + input + ">", plan));
      bool same_cost = check.valid && run.value("cost", -1) == check.cost;
      run["validated"] = same_cost;
      if (!check.valid)
        run["validation_error"] = check.failure ? check.failure->headline() : std::string("invalid");
      else if (!same_cost)
        run["validation_error"] =
            fmt::format("the plan costs {}, the run reported {}", check.cost, run.value("cost", -1));
    } catch (const InputError& error) {
      run["validated"] = false;
      run["validation_error"] = error.diagnostics().front().headline();
    }
  }
  // A plan that replays stays with the run (report --html draws it on a board page).
  if (!run.value("validated", false)) run.erase("plan");
}

}  // namespace polyplan::cli
