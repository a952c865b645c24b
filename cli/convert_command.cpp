#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "domains/builtin_domains.hpp"
#include "parser/source/diagnostics.hpp"
#include "parser/write/pzl_writer.hpp"

namespace polyplan::cli {
namespace {

// Writes beside the destination and renames, so that a failure never leaves a partial file.
void write_atomically(const std::string& path, const std::string& text) {
  namespace fs = std::filesystem;
  fs::path destination(path);
  fs::path temporary = destination;
  temporary += ".polyplan-tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) {
      std::error_code ignored;
      fs::remove(temporary, ignored);
      throw InputError(Diagnostic::about(path, "cannot write the output file"));
    }
  }
  std::error_code error;
  fs::rename(temporary, destination, error);
  if (error) {
    fs::remove(temporary, error);
    throw InputError(Diagnostic::about(path, "cannot write the output file"));
  }
}

}  // namespace

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
    std::string text = write_pzl(problems, builtin_domains());
    if (options->output == "-") std::cout << text << std::flush;
    else write_atomically(options->output, text);
  });
}

}  // namespace polyplan::cli
