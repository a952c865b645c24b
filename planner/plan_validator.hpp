#pragma once
#include <optional>

#include "domains/environment.hpp"
#include "parser/input_error.hpp"

namespace polyplan {

// The outcome of replaying a plan from its text alone.
struct PlanCheck {
  bool valid = false;
  int moves = 0;
  int cost = 0;
  std::optional<Diagnostic> failure;  // the first illegal move, or why the end is not a goal
};

// Replays a plan written as move lines (`PIECE (r c) ...`, the cells after the move) or, for
// push domains, in LURD notation. Blank lines and `;` comments are ignored. Malformed text
// throws InputError; a well-formed plan that breaks a rule is reported in the result.
PlanCheck validate_plan(Environment& environment, const SourceFile& plan);

}  // namespace polyplan
