#pragma once
#include <string>
#include <vector>

#include "cli/search_choice.hpp"

namespace polyplan::cli {

// One column of a suite or bench: a label and what `polyplan solve` is asked to run, with its own
// time limit. The text is a search configuration ("astar(primitive)"), "auto" or "auto@RULES"
// (the selector, with another rules file), or "fast" / "fast@RULES" (the selector with --fast).
struct RunConfiguration {
  std::string label;
  std::string text;  // as the user wrote it
  SearchChoice choice;
  double time_s = 0;

  // The `polyplan solve` arguments after the input (without --json); --threads only above 1.
  std::vector<std::string> solve_arguments(const std::string& memory, unsigned threads = 1) const;
  // How tables describe it: "auto --fast with rules builtin:paper-cbha".
  std::string description() const;
};

// Reads TEXT for LABEL; a bad configuration or rules file is an InputError about `where`
// (an option name) or with the rules file's own position.
RunConfiguration parse_run_configuration(const std::string& label, const std::string& text, double time_s,
                                         const std::string& where);

}  // namespace polyplan::cli
