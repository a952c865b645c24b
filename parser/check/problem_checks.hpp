#pragma once
// The checks of one problem, one concern per file: the board (board_check), the agents of rules
// that have one (agent_check), the goal (goal_check) and the target (target_check). check_problem
// runs them in order on a shared draft; each reports to the sink and goes on, so that a user sees
// every error of the problem at once.
#include <string>

#include "parser/check/legend.hpp"
#include "parser/model/problem.hpp"
#include "parser/source/diagnostic_sink.hpp"
#include "parser/syntax/ast.hpp"

namespace polyplan {

// The problem being checked, where its messages point, and the Problem built so far.
struct ProblemDraft {
  const ast::ProblemDecl& decl;
  const SourceFile& source;
  const SourceFile& goal_source;  // where goal positions point (a second file for Flying Block goals)
  DiagnosticSink& sink;
  Problem problem;

  void error(Position at, std::string message) const;
  void goal_error(Position at, std::string message) const;
  // The board's whole (non-unit) pieces for messages: "a, b, c", at most twelve, or "none".
  std::string piece_names() const;
};

// Reads the board into the frame and pieces; every whole piece must be 4-connected. Leaves the
// frame empty when the board has no cells or is too large (reported).
void read_board(ProblemDraft& draft, const Legend& legend);
// Under the xsb preset, floor outside the walls becomes void.
void void_outside_walls(Problem& problem);
void check_agents(ProblemDraft& draft);
Goal check_goal(ProblemDraft& draft, const ast::GoalDecl& decl, const Legend& legend);
// Fills problem.target: the pieces :target names, or else those the goal places.
void check_target(ProblemDraft& draft);

}  // namespace polyplan
