#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "parser/input_error.hpp"
#include "planner/plan_validator.hpp"

namespace polyplan::cli {

void add_validate_command(CLI::App& app) {
  struct Options {
    std::string problem;
    std::string plan;
    InputOptions input;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand(
      "validate", "replay a plan (move lines, or LURD for push domains) and check that it reaches the goal");
  command->add_option("problem", options->problem, "the problem (one; e.g. FILE.pzl#NAME or LEVELS.xsb#3)")->required();
  command->add_option("plan", options->plan, "the plan file")->required();
  options->input.add_to(*command);
  command->callback([options] {
    // A plan of no moves is an empty file: it solves a problem that starts at its goal.
    SourcePtr plan = SourceFile::read(options->plan, SourceFile::EmptyFile::Allowed);
    Task task(load_one(options->problem, options->input, "validate"));
    Environment environment(task);
    PlanCheck check = validate_plan(environment, *plan);
    if (!check.valid) {
      std::cerr << check.failure->format() << std::flush;
      throw PlanRejected();
    }
    std::cout << fmt::format("valid plan for {}: {}, cost {}\n", task.problem().name, check.length(), check.cost);
  });
}

}  // namespace polyplan::cli
