#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/json_text.hpp"
#include "cli/output_file.hpp"
#include "parser/input_error.hpp"
#include "planner/plan.hpp"
#include "planner/state_space_export.hpp"

namespace polyplan::cli {

static std::string plan_text(Environment& environment, const StateSpace& space, const std::vector<int>& h_star) {
  Plan plan = optimal_plan_from_oracle(environment, space, h_star);
  return format_plan(environment, plan);
}

// Graph files of more states than this are too large to look at or load.
constexpr std::size_t kMaxExportedStates = 200'000;

void add_statespace_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    std::size_t max_states = 10'000'000;
    bool json = false;
    bool plan = false;
    std::string export_format;
    std::string output = "-";
  };
  auto options = std::make_shared<Options>();
  CLI::App* command =
      app.add_subcommand("statespace",
                         "enumerate the reachable states breadth-first: the exact oracle (states, transitions, goal "
                         "states, optimal cost)");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  command->add_option("--max-states", options->max_states, "stop enumerating after this many states")
      ->check(CLI::PositiveNumber);
  command->add_flag("--json", options->json, "print one JSON object per problem");
  command->add_flag("--plan", options->plan, "also print an optimal plan (LURD for push domains)");
  command->add_option("--export", options->export_format, "write the graph with Boost.Graph (small spaces only)")
      ->check(CLI::IsMember({"graphml", "dot"}));
  command->add_option("-o,--output", options->output, "file for --export; - for standard output (default)");
  command->callback([options] {
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    if (!options->export_format.empty() && problems.size() != 1)
      throw InputError(
          Diagnostic::about("--export", fmt::format("exports one problem; the inputs hold {}", problems.size())));
    std::string out;
    for (Problem& problem : problems) {
      Task task(std::move(problem));
      Environment environment(task);
      StateSpace space = explore_state_space(environment, options->max_states);
      std::vector<int> h_star = goal_distances(space);
      // A cost found in an incomplete space may not be optimal: report it only when complete.
      nlohmann::json optimal = nullptr;
      if (space.complete && h_star[0] != kUnreachable) optimal = h_star[0];
      if (!options->export_format.empty()) {
        if (space.states() > kMaxExportedStates)
          throw InputError(Diagnostic::about(
              "--export", fmt::format("the space has {} states; graphs of at most {} are exported (use --max-states)",
                                      space.states(), kMaxExportedStates)));
        std::ostringstream graph;
        write_state_space(graph, space, task, h_star,
                          options->export_format == "dot" ? GraphFormat::Dot : GraphFormat::GraphMl);
        write_output(options->output, graph.str());
        return;
      }
      if (options->json) {
        nlohmann::json result{
            {"problem", task.problem().name},
            {"states", space.states()},
            {"transitions", space.transitions()},
            {"goal_states", space.goal_states},
            {"optimal_cost", optimal},
            {"cost_upper_bound",
             !space.complete && h_star[0] != kUnreachable ? nlohmann::json(h_star[0]) : nlohmann::json(nullptr)},
            {"complete", space.complete}};
        if (options->plan && !optimal.is_null()) result["plan"] = plan_text(environment, space, h_star);
        out += json_text(result) + "\n";
        continue;
      }
      // Stopped early, the goal states are those found so far, and a path to one of them is a
      // plan: its cost bounds the optimum from above, but a cheaper one may lie beyond.
      std::string cost_text = !optimal.is_null() ? std::to_string(h_star[0])
                              : space.complete   ? std::string("none: no goal state is reachable")
                              : h_star[0] != kUnreachable
                                  ? fmt::format("at most {}: the enumeration stopped before it was proved", h_star[0])
                                  : std::string("unknown: the enumeration stopped before a goal state was reached");
      out += fmt::format(
          "problem {}\n  states        {}{}\n  transitions   {}\n  goal states   {}{}\n  optimal cost  {}\n",
          task.problem().name, space.states(), space.complete ? "" : " (stopped at --max-states)", space.transitions(),
          space.goal_states, space.complete ? "" : " found so far", cost_text);
      if (options->plan && !optimal.is_null())
        out.append("  optimal plan\n").append(plan_text(environment, space, h_star));
    }
    write_output("-", out);
  });
}

}  // namespace polyplan::cli
