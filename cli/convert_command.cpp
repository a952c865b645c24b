#include <fmt/format.h>

#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/output_file.hpp"
#include "domains/domain_registry.hpp"
#include "parser/write/pzl_writer.hpp"

namespace polyplan::cli {

void add_convert_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    std::string output = "-";
    InputOptions input;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand("convert", "write any importable input as .pzl text");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check); all their problems go to one file")
      ->required();
  command->add_option("-o,--output", options->output, "the .pzl file to write; - for standard output (default)");
  options->input.add_to(*command);
  command->callback([options] {
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    require_problems(problems, options->inputs);
    std::string text = write_pzl(problems, domain_registry());
    write_output(options->output, text);
  });
}

}  // namespace polyplan::cli
