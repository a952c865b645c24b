#include <fmt/format.h>

#include <memory>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "domains/domain_registry.hpp"
#include "planner/generate/flying_block_generator.hpp"

namespace polyplan::cli {

void add_generate_command(CLI::App& app) {
  struct Options {
    std::string family;
    std::string flying_block_class = "A";
    int height = 8;
    std::uint32_t seed = 1;
    int count = 1;
    std::string output = "-";
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand(
      "generate", "write random solvable instances as .pzl (flying-block: of a chosen class of the paper)");
  command->add_option("family", options->family, "the family to generate")
      ->required()
      ->check(CLI::IsMember({"flying-block"}));
  command->add_option("--class", options->flying_block_class, "the paper's class, A to G")
      ->check(CLI::IsMember({"A", "B", "C", "D", "E", "F", "G"}));
  command->add_option("--height", options->height, "frame height (3 to 60)");
  command->add_option("--seed", options->seed, "random seed: the same seed gives the same instances");
  command->add_option("--count", options->count, "how many instances")->check(CLI::Range(1, 1000));
  command->add_option("-o,--output", options->output, "the .pzl file to write; - for standard output (default)");
  command->callback([options] {
    GeneratorRequest request{options->flying_block_class.front(), options->height, options->seed, options->count};
    std::string text;
    for (const GeneratedInstance& instance : generate_flying_block(request, domain_registry()))
      text += fmt::format(
          "; class {}, solvable (made by a random walk from a solved board); {}\n{}\n", instance.flying_block_class,
          instance.optimal_cost ? fmt::format("optimal cost {} (dpastar(general))", instance.optimal_cost)
                                : std::string("optimal cost not proved within the node budget"),
          instance.pzl);
    write_output(options->output, text);
  });
}

}  // namespace polyplan::cli
