#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <climits>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/board_render.hpp"
#include "planner/search/search_configuration.hpp"

namespace polyplan::cli {
namespace {

std::string amount(int value) { return value == INT_MAX ? std::string("infinity (a wrong dead end)") : std::to_string(value); }

}  // namespace

void add_audit_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    std::string heuristic;
    std::size_t max_states = 2'000'000;
    bool json = false;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand(
      "audit", "check a heuristic against the exact h* of the whole reachable space: admissibility, consistency, h/h*");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  command->add_option("--heuristic", options->heuristic, "the heuristic, e.g. goal-count")->required();
  command->add_option("--max-states", options->max_states, "enumerate at most this many states")->check(CLI::PositiveNumber);
  command->add_flag("--json", options->json, "print one JSON object per problem");
  command->callback([options] {
    HeuristicChoice choice = parse_heuristic(options->heuristic, "--heuristic");
    const HeuristicPlugin& plugin = *choice.plugin;
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    std::string out;
    for (Problem& problem : problems) {
      Task task(std::move(problem));
      Environment environment(task);
      std::unique_ptr<Heuristic> heuristic = plugin.create(environment, choice.options);
      StateSpace space = explore_state_space(environment, options->max_states);
      std::vector<int> h_star = goal_distances(space);
      HeuristicAudit audit = audit_heuristic(space, h_star, *heuristic, task);
      StateValues state(task.pieces().size());
      std::string example;
      if (audit.worst_state) {
        space.registry->unpack(*audit.worst_state, state);
        example = render_board(task, state);
      }
      if (options->json) {
        nlohmann::json result{{"problem", task.problem().name},
                              {"heuristic", options->heuristic},
                              {"declared_admissible", plugin.properties.admissible},
                              {"declared_consistent", plugin.properties.consistent},
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
                              {"example", example}};
        out += result.dump() + "\n";
        continue;
      }
      out += fmt::format("audit of {} on {} (declared {}, {})\n", options->heuristic, task.problem().name,
                         plugin.properties.admissible ? "admissible" : "not admissible",
                         plugin.properties.consistent ? "consistent" : "not consistent");
      out += fmt::format("  states      {}{}, {} can reach a goal; {} transitions\n", audit.states,
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
        out += fmt::format("  the worst overestimate, h* = {}:\n{}", h_star[*audit.worst_state], example);
    }
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
