#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/number_options.hpp"
#include "cli/output_file.hpp"
#include "cli/show/board_page.hpp"
#include "cli/solve_report.hpp"
#include "parser/input_error.hpp"
#include "planner/plan_validator.hpp"

namespace polyplan::cli {

void add_show_command(CLI::App& app) {
  struct Options {
    std::string input;
    InputOptions input_options;
    std::string plan_file;
    bool solve = false;
    SearchChoice choice;
    double time_s = 60;
    std::string html;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command =
      app.add_subcommand("show", "draw a puzzle as a self-contained HTML page that animates a plan and can be played");
  command->add_option("input", options->input, "one puzzle (as for check; FILE#N picks one of several)")->required();
  options->input_options.add_to(*command);
  CLI::Option* plan =
      command->add_option("--plan", options->plan_file, "a plan to animate (move lines or LURD, as validate reads)");
  CLI::Option* solve = command->add_flag("--solve", options->solve,
                                         "solve the puzzle first (the selector, or --search) and animate the plan");
  plan->excludes(solve);
  command->add_option("--search", options->choice.search, "with --solve: auto (the selector) or a configuration");
  command->add_option("--time", options->time_s, "with --solve: the time limit in seconds")->check(seconds_check(true));
  command->add_option("--html", options->html, "the page to write")->required();
  command->callback([options] {
    Problem problem = load_one(options->input, options->input_options, "show");
    Task original(problem);
    Environment environment(original);
    std::string plan_text, source;
    PlanCheck check;
    if (!options->plan_file.empty()) {
      auto plan = SourceFile::read(options->plan_file, SourceFile::EmptyFile::Allowed);
      check = validate_plan(environment, *plan);
      if (!check.valid) {
        std::cerr << check.failure->format() << std::flush;
        throw PlanRejected{};
      }
      plan_text = std::string(plan->text());
      source = "plan " + options->plan_file;
    } else if (options->solve) {
      SolveReport report = solve_problem(problem, options->choice, SearchLimits{options->time_s, 0, 0});
      if (report.status != SearchStatus::Solved) {
        std::cerr << report.text << std::flush;
        throw SearchEnded{solve_exit_code(report.status)};
      }
      plan_text = report.plan_text;
      check = validate_plan(environment, *SourceFile::from_text("<plan>", plan_text));
      source = "found by " + report.json["search"].get<std::string>();
    }
    write_output(options->html, plan_page_html(problem, plan_text, check, source));
    // Say what was written, where a page on standard output leaves stdout to the page.
    std::string what = plan_text.empty()
                           ? fmt::format("the board of problem {} to play (no plan)", problem.name)
                           : fmt::format("the board of problem {} with a plan of {} {}", problem.name, check.length(),
                                         options->plan_file.empty() ? source : "read from " + options->plan_file);
    (options->html == "-" ? std::cerr : std::cout)
        << fmt::format("wrote {}: {}; open it in a browser\n", options->html, what) << std::flush;
  });
}

}  // namespace polyplan::cli
