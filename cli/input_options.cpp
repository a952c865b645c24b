#include "cli/input_options.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <iostream>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/source/warnings.hpp"

namespace polyplan::cli {

void InputOptions::add_to(CLI::App& command) {
  command.add_option("--size", size, "board size RxC for sliding-tile lines whose tile count is not a square");
  command.add_option("--tile-goal", tile_goal, "goal of sliding-tile lines: blank-first (Korf) or blank-last")
      ->check(CLI::IsMember({"blank-first", "blank-last"}));
  command.add_option("--sokoban-domain", sokoban_domain, "domain for Sokoban levels: sokoban or sokoban-moves")
      ->check(CLI::IsMember({"sokoban", "sokoban-moves"}));
}

static std::optional<int> positive(std::string_view text) {
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value <= 0 || value > 1000) return std::nullopt;
  return value;
}

LoadOptions InputOptions::load_options() const {
  LoadOptions options;
  if (!size.empty()) {
    std::size_t x = size.find_first_of("xX");
    std::optional<int> rows, cols;
    if (x != std::string::npos) {
      rows = positive(std::string_view(size).substr(0, x));
      cols = positive(std::string_view(size).substr(x + 1));
    }
    if (!rows || !cols)
      throw InputError(Diagnostic::about(
          "--size", fmt::format("expected ROWSxCOLS with sizes 1 to 1000, e.g. 3x4; got '{}'", size)));
    options.tile_size = std::make_pair(*rows, *cols);
  }
  options.tile_goal = tile_goal == "blank-last" ? LoadOptions::TileGoal::BlankLast : LoadOptions::TileGoal::BlankFirst;
  options.sokoban_domain = sokoban_domain;
  return options;
}

namespace {

void print_warnings() {
  for (const Diagnostic& warning : take_warnings()) std::cerr << warning.format();
  std::cerr << std::flush;
}

}  // namespace

std::vector<Problem> load_all(const std::vector<std::string>& inputs, const InputOptions& options) {
  LoadOptions load_options = options.load_options();
  std::vector<Problem> problems;
  for (const std::string& input : inputs) {
    std::vector<Problem> loaded;
    try {
      loaded = load_input(input, load_options, domain_registry());
    } catch (const InputError&) {
      print_warnings();
      throw;
    }
    print_warnings();
    problems.insert(problems.end(), std::make_move_iterator(loaded.begin()), std::make_move_iterator(loaded.end()));
  }
  return problems;
}

void require_problems(const std::vector<Problem>& problems, const std::vector<std::string>& inputs) {
  if (!problems.empty()) return;
  throw InputError(Diagnostic::about(fmt::format("{}", fmt::join(inputs, ", ")),
                                     "defines no problem (only domains); a problem is written (define (problem NAME) "
                                     "(:domain DOMAIN) ...), see docs/language.md"));
}

Problem load_one(const std::string& input, const InputOptions& options, const std::string& command) {
  std::vector<Problem> problems = load_all({input}, options);
  if (problems.size() != 1)
    throw InputError(Diagnostic::about(
        input, fmt::format("names {} problems; {} takes one (pick it with #NAME)", problems.size(), command)));
  return std::move(problems.front());
}

}  // namespace polyplan::cli
