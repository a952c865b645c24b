#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/interrupt_handler.hpp"
#include "cli/json_text.hpp"
#include "cli/memory_size.hpp"
#include "cli/number_options.hpp"
#include "cli/output_file.hpp"
#include "cli/play/play_command.hpp"
#include "cli/solve_report.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {

void add_solve_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    SearchChoice choice;
    double time_s = 0;
    std::string memory;
    std::size_t nodes = 0;
    unsigned threads = 1;
    bool json = false;
    bool trace = false;
    std::string plan_out;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand("solve", "solve puzzles: print the plan, its cost and the search statistics");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  options->choice.add_to(*command);
  command->add_option("--time", options->time_s, "time limit in seconds per problem (0, the default: none)")
      ->check(seconds_check(true));
  command->add_option(
      "--memory", options->memory,
      "memory limit of the whole run per problem (translation, tables, search), e.g. 500M, 2G, 2g or 1.5G (0, the "
      "default: none)");
  command->add_option("--nodes", options->nodes, "expansion limit per problem (0, the default: none)")
      ->check(count_check(true));
  command->add_option("--threads", options->threads, threads_help())->check(threads_check());
  command->add_flag("--json", options->json, "print one JSON object per problem, one per line (JSON Lines)");
  command->add_flag("--trace", options->trace,
                    "print every expanded node in order (g, h, f, tie keys, parent, board) before the report; "
                    "JSON Lines with --json; bounded by --nodes");
  command->add_option("--plan-out", options->plan_out, "write the plan to this file (one problem only)");
  command->callback([options] {
    // Bad options are reported before anything is loaded or searched.
    SearchLimits limits{options->time_s, options->memory.empty() ? 0 : parse_memory_size(options->memory),
                        options->nodes, options->threads};
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    require_problems(problems, options->inputs);
    if (options->choice.search == "human") {
      // The assignment's spelling of `play`: a person searches, the selector gives the hints.
      if (problems.size() != 1)
        throw InputError(Diagnostic::about(
            "--search",
            fmt::format("human plays one problem; the inputs hold {} (pick one with FILE#N)", problems.size())));
      SearchChoice hints = options->choice;
      hints.search = "auto";
      int code = play_problem(std::move(problems.front()), hints, 3, false);
      if (code != kSuccess) throw SearchEnded{code};
      return;
    }
    if (!options->plan_out.empty() && problems.size() != 1)
      throw InputError(Diagnostic::about("--plan-out",
                                         fmt::format("writes one plan; the inputs hold {} problems", problems.size())));
    // A plan file that cannot be written is known before the search, not after it.
    if (!options->plan_out.empty()) check_output(options->plan_out);
    // From here on SIGINT and SIGTERM stop the run (translation, search, one huge expansion),
    // which is then reported as interrupted.
    InterruptHandler interrupts;
    int code = kSuccess;
    for (Problem& problem : problems) {
      TraceRequest trace{options->trace ? &std::cout : nullptr, options->json};
      const std::string name = problem.name;
      SolveReport report;
      try {
        report = solve_problem(std::move(problem), options->choice, limits, trace, &std::cerr);
      } catch (const NotApplicable& refusal) {
        // The JSON line is how bench, which runs solve as a child, tells this from a crash.
        if (options->json) std::cout << json_text(not_applicable_json(name, refusal)) << "\n" << std::flush;
        throw;
      }
      // The report first: a plan file that fails to be written (a full device) loses no plan.
      std::cout << (options->json ? json_text(report.json) + "\n" : report.text) << std::flush;
      if (report.status == SearchStatus::Solved && !options->plan_out.empty())
        write_output(options->plan_out, report.plan_text);
      if (code == kSuccess) code = solve_exit_code(report.status);
      // An interrupt ends the whole command: the user asked it to stop, not to skip a problem.
      if (report.status == SearchStatus::Interrupted) {
        code = solve_exit_code(report.status);
        break;
      }
    }
    if (code != kSuccess) throw SearchEnded{code};
  });
}

}  // namespace polyplan::cli
