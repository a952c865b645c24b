#pragma once
#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "parser/load.hpp"

namespace polyplan::cli {

// The options every subcommand that reads puzzles shares: how to read inputs that do not
// describe themselves fully (tile lines, Sokoban levels).
struct InputOptions {
  std::string size;                        // --size RxC
  std::string tile_goal = "blank-first";   // --tile-goal blank-first|blank-last
  std::string sokoban_domain = "sokoban";  // --sokoban-domain

  void add_to(CLI::App& command);
  // Validated LoadOptions; throws InputError naming the option that is wrong.
  LoadOptions load_options() const;
};

// Loads every problem of every input, in order.
std::vector<Problem> load_all(const std::vector<std::string>& inputs, const InputOptions& options);
// For the commands that act on problems: an InputError naming the inputs when they hold none
// (a file of domains only).
void require_problems(const std::vector<Problem>& problems, const std::vector<std::string>& inputs);

// Loads the one problem a command works on; an input naming several is an error that says how to
// pick one (`command` names the subcommand in the message).
Problem load_one(const std::string& input, const InputOptions& options, const std::string& command);

}  // namespace polyplan::cli
