#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <range/v3/view/zip.hpp>

#include <climits>
#include <iostream>
#include <memory>

#include "cli/audit_table.hpp"
#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/json_text.hpp"
#include "cli/output_file.hpp"
#include "parser/input_error.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/board_render.hpp"
#include "planner/search/search_configuration.hpp"

namespace polyplan::cli {
namespace {

std::string amount(int value) {
  return value == INT_MAX ? std::string("infinity (a wrong dead end)") : std::to_string(value);
}

std::string text_report(const AuditEntry& entry, const HeuristicPlugin& plugin) {
  const HeuristicAudit& audit = entry.audit;
  std::string out = fmt::format("audit of {} on {} (declared {}, {})\n", entry.heuristic, entry.problem,
                                plugin.properties.admissible ? "admissible" : "not admissible",
                                plugin.properties.consistent ? "consistent" : "not consistent");
  if (!entry.declined.empty()) return out + "  declined: " + entry.declined + "\n";
  out += fmt::format(
      "  states      {}{}, {} can reach a goal; {} transitions\n", audit.states,
      audit.complete ? " (the whole reachable space)" : " (stopped at --max-states: h* is then an upper bound)",
      audit.solvable_states, audit.transitions);
  out += audit.admissibility_violations == 0
             ? std::string("  admissible  yes on every state\n")
             : fmt::format("  admissible  NO: {} state(s) overestimate h*, the worst by {}\n",
                           audit.admissibility_violations, amount(audit.worst_overestimate));
  out += audit.consistency_violations == 0
             ? std::string("  consistent  yes on every transition\n")
             : fmt::format("  consistent  NO: {} transition(s) with h(s) > cost + h(s'), the worst by {}\n",
                           audit.consistency_violations, amount(audit.worst_inconsistency));
  if (audit.goal_violations) out += fmt::format("  goal states with h != 0: {}\n", audit.goal_violations);
  out += fmt::format("  mean h/h*   {:.3f} (over states with h* > 0)\n", audit.mean_ratio);
  if (audit.worst_state)
    out += fmt::format("  the worst overestimate, h* = {}:\n{}", entry.worst_h_star, entry.example);
  return out;
}

nlohmann::json json_report(const AuditEntry& entry, const HeuristicPlugin& plugin) {
  const HeuristicAudit& audit = entry.audit;
  return {{"problem", entry.problem},
          {"heuristic", entry.heuristic},
          {"declared_admissible", plugin.properties.admissible},
          {"declared_consistent", plugin.properties.consistent},
          {"declined", entry.declined.empty() ? nlohmann::json(nullptr) : nlohmann::json(entry.declined)},
          {"states", audit.states},
          {"complete", audit.complete},
          {"solvable_states", audit.solvable_states},
          {"transitions", audit.transitions},
          {"admissibility_violations", audit.admissibility_violations},
          {"worst_overestimate", audit.worst_overestimate},
          {"consistency_violations", audit.consistency_violations},
          {"worst_inconsistency", audit.worst_inconsistency},
          {"goal_violations", audit.goal_violations},
          {"mean_h_over_h_star", audit.mean_ratio},
          {"example", entry.example}};
}

}  // namespace

void add_audit_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    std::vector<std::string> heuristics;
    std::size_t max_states = 2'000'000;
    bool json = false;
    bool complete_only = false;
    std::string markdown;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand(
      "audit", "check heuristics against the exact h* of the whole reachable space: admissibility, consistency, h/h*");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  command->add_option("--heuristic", options->heuristics, "a heuristic, e.g. goal-count; repeat for several")
      ->required();
  command->add_option("--max-states", options->max_states, "enumerate at most this many states")
      ->check(CLI::PositiveNumber);
  command->add_flag("--json", options->json, "print one JSON object per problem and heuristic");
  command->add_flag("--complete-only", options->complete_only,
                    "skip problems whose reachable space exceeds --max-states (their h* would only be bounds)");
  command->add_option("--markdown", options->markdown,
                      "also write a table (problems x heuristics) with an example board per violation to this file");
  command->callback([options] {
    std::vector<HeuristicChoice> choices;
    for (const std::string& text : options->heuristics) choices.push_back(parse_heuristic(text, "--heuristic"));
    std::vector<AuditEntry> entries;
    std::string out;
    for (const std::string& input : options->inputs) {
      for (Problem& problem : load_all({input}, options->input)) {
        Task task(std::move(problem));
        Environment environment(task);
        // One enumeration and one backward search serve every heuristic.
        StateSpace space = explore_state_space(environment, options->max_states);
        if (options->complete_only && !space.complete) {
          for (const std::string& heuristic : options->heuristics) {
            AuditEntry skipped;
            skipped.problem = task.problem().name;
            skipped.heuristic = heuristic;
            skipped.space_complete = false;
            entries.push_back(std::move(skipped));
          }
          if (!options->json)
            out += fmt::format("{}: more than {} states, skipped\n", task.problem().name, options->max_states);
          continue;
        }
        std::vector<int> h_star = goal_distances(space);
        for (const auto& [text, choice] : ranges::views::zip(options->heuristics, choices)) {
          AuditEntry entry;
          entry.problem = task.problem().name;
          entry.heuristic = text;
          entry.space_complete = space.complete;
          try {
            std::unique_ptr<Heuristic> heuristic = choice.create(environment);
            entry.audit = audit_heuristic(space, h_star, *heuristic, task);
          } catch (const InputError& declined) {
            if (choices.size() == 1) throw;
            entry.declined = declined.diagnostics().front().message;
          }
          if (entry.audit.worst_state) {
            StateValues state(task.pieces().size());
            space.registry->unpack(*entry.audit.worst_state, state);
            entry.example = render_board(task, state);
            entry.worst_h_star = h_star[*entry.audit.worst_state];
          }
          out +=
              options->json ? json_text(json_report(entry, *choice.plugin)) + "\n" : text_report(entry, *choice.plugin);
          entries.push_back(std::move(entry));
        }
      }
    }
    if (!options->markdown.empty())
      write_output(options->markdown, audit_markdown(entries, options->heuristics, options->max_states));
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
