#pragma once
#include <optional>
#include <string>

#include "domains/environment.hpp"
#include "parser/input_error.hpp"

namespace polyplan {

// The outcome of replaying a plan from its text alone.
struct PlanCheck {
  bool valid = false;
  int moves = 0;
  int cost = 0;
  // A LURD plan (push domains) was replayed: its length is its pushes and steps.
  bool lurd = false;
  int pushes = 0;
  int steps = 0;
  std::optional<Diagnostic> failure;  // the first illegal move, or why the end is not a goal
  // The moves replayed, in order, up to the failure (move lines only: a LURD plan's steps are
  // not moves of a free-walking task, so they are left out there).
  std::vector<Move> replayed;
  // "97 pushes, 234 steps" for a LURD plan, "18 moves" for move lines (planner/plan_length).
  std::string length() const;
};

// Replays a plan written as move lines (`PIECE (r c) ...`, the cells after the move) or, for
// push domains, in LURD notation. Blank lines and `;` comments are ignored. Malformed text
// throws InputError; a well-formed plan that breaks a rule is reported in the result.
PlanCheck validate_plan(Environment& environment, const SourceFile& plan);

}  // namespace polyplan
