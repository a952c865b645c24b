#include "cli/lab/table2_markdown.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "cli/lab/bench_results.hpp"

namespace polyplan::cli {
namespace {

bool is_solved(const nlohmann::json& run) { return run.value("status", "") == "solved"; }
bool is_not_applicable(const nlohmann::json& run) { return run.value("status", "") == kNotApplicable; }

// A configuration's runs on a class: those that do not apply to their instance are left out, so
// that they count neither as solved nor as failed.
struct Totals {
  int instances = 0, solved = 0, validated = 0;
  double expanded = 0, ebf = 0, depth = 0, time = 0, peak = 0, total_time = 0;
  void add(const nlohmann::json& run) {
    if (is_not_applicable(run)) return;
    ++instances;
    depth += run.value("max_depth", 0.0);
    peak = std::max(peak, run.value("peak_memory_mb", 0.0));
    total_time += run.value("time_s", 0.0);
    if (!is_solved(run)) return;
    ++solved;
    validated += run.value("validated", false);
    expanded += run.value("expanded", 0.0);
    ebf += run.value("ebf", 0.0);
    time += run.value("time_s", 0.0);
  }
  std::string row(const std::string& group, const std::string& label) const {
    auto mean = [](double sum, int count) { return count ? fmt::format("{:.1f}", sum / count) : std::string("-"); };
    auto mean2 = [](double sum, int count) { return count ? fmt::format("{:.2f}", sum / count) : std::string("-"); };
    auto mean3 = [](double sum, int count) { return count ? fmt::format("{:.3f}", sum / count) : std::string("-"); };
    return fmt::format("| {} | {} | {} | {} ({:.0f}%) | {} | {} | {} | {} | {:.1f} | {:.0f} | {} |\n", group, label,
                       instances, solved, instances ? 100.0 * solved / instances : 0.0, mean(expanded, solved),
                       mean2(ebf, solved), mean(depth, instances), mean3(time, solved), total_time, peak, validated);
  }
};

// What a run found and what it took: its plan's cost, the states it expanded and its time; a run
// that hit a limit, the limit and the states expanded before it.
std::string cell(const nlohmann::json& run) {
  if (is_solved(run) && !run.value("validated", false)) return "solved, plan INVALID";
  if (is_solved(run))
    return fmt::format("cost {}, {} expanded, {:.3f} s", run.value("cost", -1LL), run.value("expanded", 0LL),
                       run.value("time_s", 0.0));
  const std::string status = run.value("status", "?");
  if (run.value("expanded", 0LL) > 0) return fmt::format("{}, {} expanded", status, run.value("expanded", 0LL));
  return status;
}

// Per configuration, how many runs did not apply and why (the child's one-line reasons, each
// with the instances it was given for); nothing when every run applied.
std::string not_applicable_section(const std::vector<std::string>& labels,
                                   const std::vector<Table2Instance>& instances) {
  std::string lines;
  std::size_t total = 0;
  for (std::size_t c = 0; c < labels.size(); ++c) {
    std::map<std::string, std::vector<std::string>> by_reason;
    std::size_t runs = 0;
    for (const Table2Instance& instance : instances)
      if (is_not_applicable(instance.runs[c])) {
        by_reason[instance.runs[c].value("detail", "no reason given")].push_back(instance.problem);
        ++runs;
      }
    if (runs == 0) continue;
    total += runs;
    lines += fmt::format("- {}: {} run(s)\n", labels[c], runs);
    for (const auto& [reason, problems] : by_reason)
      lines += fmt::format("  - {} ({})\n", reason, fmt::join(problems, ", "));
  }
  if (total == 0) return "";
  return fmt::format(
      "\n## Not applicable\n\n{} run(s) whose configuration does not apply to their instance (a heuristic made for "
      "another family, say): the tables above count them neither as solved nor as failed, and their instances not "
      "among the configuration's.\n\n{}",
      total, lines);
}

}  // namespace

std::string table2_markdown(const std::vector<std::string>& labels, const std::vector<Table2Instance>& instances) {
  std::string out;
  std::set<std::string> groups;
  for (const Table2Instance& instance : instances) groups.insert(instance.group);

  out +=
      "\n## Per class\n\nMean expanded, mean EBF and mean time are over solved runs (as in the paper); mean max "
      "depth is over all runs; total time includes runs that hit a limit; peak memory is the largest resident size "
      "of any run; validated counts the solved runs whose plan bench replayed to a goal at the reported cost."
      "\n\n";
  const std::string header =
      "| Class | Configuration | Instances | Solved | Mean expanded | Mean EBF | Mean max depth | Mean time (s) | "
      "Total time (s) | Peak memory (MB) | Validated |\n|---|---|---|---|---|---|---|---|---|---|---|\n";
  out += header;
  std::vector<Totals> overall(labels.size());
  for (const std::string& group : groups)
    for (std::size_t c = 0; c < labels.size(); ++c) {
      Totals totals;
      for (const Table2Instance& instance : instances)
        if (instance.group == group) {
          totals.add(instance.runs[c]);
          overall[c].add(instance.runs[c]);
        }
      out += totals.row(group, labels[c]);
    }
  out += "\n## All classes\n\n" + header;
  for (std::size_t c = 0; c < labels.size(); ++c) out += overall[c].row("all", labels[c]);
  out += not_applicable_section(labels, instances);

  out +=
      "\n## Optimality cross-check\n\nEvery configuration marked optimal returns optimal plans; where two of them "
      "solve an instance, their costs must agree.\n\n";
  int compared = 0;
  std::vector<std::string> disagreements, unchecked;
  for (const Table2Instance& instance : instances) {
    std::map<std::string, long long> costs;
    for (std::size_t c = 0; c < labels.size(); ++c)
      if (instance.runs[c].value("optimal", false) && is_solved(instance.runs[c]))
        costs[labels[c]] = instance.runs[c].value("cost", -1LL);
    if (costs.size() < 2) {
      unchecked.push_back(instance.problem);
      continue;
    }
    ++compared;
    std::set<long long> distinct;
    for (const auto& [label, cost] : costs) distinct.insert(cost);
    if (distinct.size() > 1) {
      std::string detail;
      for (const auto& [label, cost] : costs) detail += fmt::format(" {}={}", label, cost);
      disagreements.push_back(fmt::format("{}:{}", instance.problem, detail));
    }
  }
  out += fmt::format("- instances solved by at least two optimal configurations: {}; costs disagree on {}\n", compared,
                     disagreements.size());
  for (const std::string& line : disagreements) out += fmt::format("  - {}\n", line);
  out += fmt::format("- instances not cross-checked (fewer than two optimal configurations finished): {}{}\n",
                     unchecked.size(), unchecked.empty() ? "" : ": " + fmt::format("{}", fmt::join(unchecked, ", ")));

  out +=
      "\n## Per instance\n\nOptimal cost, then each configuration's plan cost, expanded states and time, or the "
      "limit it hit (with the states expanded until then).\n\n| Instance | Class | Cost |";
  for (const std::string& label : labels) out += fmt::format(" {} |", label);
  out += "\n|---|---|---|";
  for (std::size_t c = 0; c < labels.size(); ++c) out += "---|";
  out += "\n";
  for (const Table2Instance& instance : instances) {
    std::string cost = "-";
    for (std::size_t c = 0; c < labels.size(); ++c)
      if (instance.runs[c].value("optimal", false) && is_solved(instance.runs[c]))
        cost = std::to_string(instance.runs[c].value("cost", -1LL));
    out += fmt::format("| {} | {} | {} |", instance.problem, instance.group, cost);
    for (const nlohmann::json& run : instance.runs) out += fmt::format(" {} |", cell(run));
    out += "\n";
  }
  return out;
}

}  // namespace polyplan::cli
