#include <iostream>

#include "cli/commands.hpp"
#include "cli/solve_report.hpp"
#include "cli/summary.hpp"
#include "domains/domain_registry.hpp"
#include "parser/load.hpp"

namespace polyplan {
const std::vector<EmbeddedText>& default_example_texts();
}

namespace polyplan::cli {

void add_demo_command(CLI::App& app) {
  CLI::App* command = app.add_subcommand("demo", "check and solve the embedded default example (examples/default.pzl)");
  command->callback([] {
    const EmbeddedText& example = default_example_texts().front();
    auto source = SourceFile::from_text("<embedded>/" + std::string(example.name), std::string(example.text));
    std::string out = "polyplan's embedded default example (examples/default.pzl):\n\n";
    out += example.text;
    out += "\n";
    for (Problem& problem : load_pzl(source, "", domain_registry())) {
      out += summarize(problem) + "\n";
      out += solve_problem(std::move(problem), SearchChoice{}, SearchLimits{}).text;
    }
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
