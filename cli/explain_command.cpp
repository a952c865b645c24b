#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/search_choice.hpp"
#include "domains/family.hpp"
#include "heuristics/heuristic_choice.hpp"
#include "parser/input_error.hpp"
#include "planner/search/reductions/board_symmetry.hpp"

namespace polyplan::cli {
namespace {

// The heuristic's estimate of the start and what it is made of; a heuristic the task cannot use
// says why instead.
std::string explain_heuristic(const HeuristicChoice& choice, const Environment& environment) {
  std::unique_ptr<Heuristic> heuristic;
  try {
    heuristic = choice.create(environment);
  } catch (const NotApplicable& refused) {
    return fmt::format("  heuristic {}: not applicable: {}\n", choice.plugin->name,
                       refused.diagnostics().front().message);
  }
  const StateValues start = environment.initial_state();
  const int estimate = heuristic->evaluate(start);
  std::string out = fmt::format("  heuristic {} at the start: {}\n", choice.plugin->name,
                                estimate == Heuristic::kDeadEnd ? std::string("dead end") : std::to_string(estimate));
  for (const std::string& line : heuristic->explain(start)) out += fmt::format("    {}\n", line);
  return out;
}

}  // namespace

void add_explain_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    SearchChoice choice;
    std::string heuristic;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand(
      "explain", "print an instance's features, the selector rules tried, the one that fired and why");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  command->add_option("--rules", options->choice.rules_file,
                      "a selector rules file to use instead of the built-in one, or builtin:paper-cbha");
  options->choice.add_fast_to(*command);
  command->add_option("--heuristic", options->heuristic,
                      "also evaluate this heuristic on the start state and say what its estimate is made of "
                      "(lmcut: its landmarks), e.g. --heuristic lmcut");
  command->callback([options] {
    // Read before any problem is loaded, so that a wrong name fails before any work.
    std::optional<HeuristicChoice> heuristic;
    if (!options->heuristic.empty()) heuristic = parse_heuristic(options->heuristic, "--heuristic");
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
        if (heuristic) out += explain_heuristic(*heuristic, environment);
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
      if (const HeuristicPlugin* chosen = configuration.heuristic())
        out += fmt::format("  heuristic {}: {}; {}, {}\n", chosen->name, chosen->description,
                           chosen->properties.admissible ? "admissible" : "not admissible",
                           chosen->properties.consistent ? "consistent" : "not consistent");
      out += fmt::format("  plans are {}\n", configuration.optimal() ? "optimal" : "not guaranteed optimal");
    }
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
