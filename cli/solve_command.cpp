#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/memory_size.hpp"
#include "cli/output_file.hpp"
#include "cli/play/play_command.hpp"
#include "cli/solve_report.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

int exit_code(SearchStatus status) {
  switch (status) {
    case SearchStatus::Solved: return kSuccess;
    case SearchStatus::Unsolvable: return kUnsolvable;
    case SearchStatus::TimeLimit: return kTimeLimit;
    case SearchStatus::MemoryLimit: return kMemoryLimit;
    case SearchStatus::NodeLimit: return kNodeLimit;
  }
  return kInternalError;
}

}  // namespace

void add_solve_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    SearchChoice choice;
    double time_s = 0;
    std::string memory;
    std::size_t nodes = 0;
    bool json = false;
    bool trace = false;
    std::string plan_out;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand("solve", "solve puzzles: print the plan, its cost and the search statistics");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  options->choice.add_to(*command);
  command->add_option("--time", options->time_s, "time limit in seconds per problem")->check(CLI::NonNegativeNumber);
  command->add_option("--memory", options->memory, "memory limit for the search's own tables, e.g. 500M or 2G");
  command->add_option("--nodes", options->nodes, "expansion limit per problem");
  command->add_flag("--json", options->json, "print one JSON object per problem");
  command->add_flag("--trace", options->trace,
                    "print every expanded node in order (g, h, f, tie keys, parent, board) before the report; "
                    "JSON Lines with --json; bounded by --nodes");
  command->add_option("--plan-out", options->plan_out, "write the plan to this file (one problem only)");
  command->callback([options] {
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    if (options->choice.search == "human") {
      // The assignment's spelling of `play`: a person searches, the selector gives the hints.
      if (problems.size() != 1)
        throw InputError(Diagnostic::about(
            "--search", fmt::format("human plays one problem; the inputs hold {} (pick one with FILE#N)", problems.size())));
      SearchChoice hints = options->choice;
      hints.search = "auto";
      int code = play_problem(std::move(problems.front()), hints, 3, false);
      if (code != kSuccess) throw SearchEnded{code};
      return;
    }
    if (!options->plan_out.empty() && problems.size() != 1)
      throw InputError(Diagnostic::about("--plan-out", fmt::format("writes one plan; the inputs hold {} problems", problems.size())));
    SearchLimits limits{options->time_s, options->memory.empty() ? 0 : parse_memory_size(options->memory), options->nodes};
    int code = kSuccess;
    for (Problem& problem : problems) {
      TraceRequest trace{options->trace ? &std::cout : nullptr, options->json};
      SolveReport report = solve_problem(std::move(problem), options->choice, limits, trace);
      std::cout << (options->json ? report.json.dump() + "\n" : report.text) << std::flush;
      if (!options->plan_out.empty() && report.status == SearchStatus::Solved) write_output(options->plan_out, report.plan_text);
      if (code == kSuccess) code = exit_code(report.status);
    }
    if (code != kSuccess) throw SearchEnded{code};
  });
}

}  // namespace polyplan::cli
