#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/summary.hpp"
#include "parser/parse.hpp"

namespace polyplan::cli {

void add_check_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand("check", "parse and check puzzles, then print a short summary of each");
  command
      ->add_option("inputs", options->inputs,
                   "puzzle inputs: FILE.pzl[#NAME], LEVELS.xsb[#N|#TITLE], "
                   "a Flying Block folder, TILES.txt[#ID]")
      ->required();
  options->input.add_to(*command);
  command->callback([options] {
    // Everything is loaded before anything is printed: bad input leaves stdout empty.
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    std::string out;
    for (const Problem& problem : problems) out += summarize(problem);
    std::cout << out << std::flush;
  });
}

}  // namespace polyplan::cli
