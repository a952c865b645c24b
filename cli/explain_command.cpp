#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/search_choice.hpp"
#include "domains/family.hpp"
#include "planner/search/reductions/board_symmetry.hpp"

namespace polyplan::cli {

void add_explain_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    SearchChoice choice;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand(
      "explain", "print an instance's features, the selector rules tried, the one that fired and why");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  command->add_option("--rules", options->choice.rules_file,
                      "a selector rules file to use instead of the built-in one, or builtin:paper-cbha");
  options->choice.add_fast_to(*command);
  command->callback([options] {
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    const RuleSet& rules = options->choice.rules();
    std::string out;
    for (Problem& problem : problems) {
      Task task(std::move(problem));
      Features features = instance_features(task, options->choice.fast);
      out += fmt::format("problem {}\n  features:", task.problem().name);
      for (const auto& [name, value] : features) out += fmt::format(" {}={}", name, to_string(value));
      out += "\n" + describe_for_explain(task);
      {
        Environment environment(task);
        BoardSymmetry symmetry(environment, true);
        if (!environment.rules_symmetric())
          out += "  board symmetries: not looked for (a rule of the domain does not declare itself symmetric)\n";
        else
          out += symmetry.empty() ? std::string("  board symmetries: none\n")
                                  : fmt::format(
                                        "  board symmetries ({} besides the identity; board-symmetry=true searches one "
                                        "state per orbit): {}\n",
                                        symmetry.count(), fmt::join(symmetry.names(), ", "));
      }
      out += fmt::format("  rules ({}):\n", rules.origin());
      std::vector<std::string> trace;
      const Rule* rule = rules.select(features, &trace);
      for (const std::string& line : trace) out.append("    ").append(line).append("\n");
      if (!rule) {
        out += "  no rule fires\n";
        continue;
      }
      const SearchConfiguration& configuration = rule->configuration;
      out += fmt::format("  search: {}\n", configuration.text());
      if (const HeuristicPlugin* heuristic = configuration.heuristic())
        out += fmt::format("  heuristic {}: {}; {}, {}\n", heuristic->name, heuristic->description,
                           heuristic->properties.admissible ? "admissible" : "not admissible",
                           heuristic->properties.consistent ? "consistent" : "not consistent");
      out += fmt::format("  plans are {}\n", configuration.optimal() ? "optimal" : "not guaranteed optimal");
    }
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
