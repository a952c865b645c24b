// Checks a problem: resolves its domain and legend, then runs the checks of problem_checks.hpp.
// Errors are collected so that a user sees all of them at once.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "parser/check/checker.hpp"
#include "parser/check/problem_checks.hpp"
#include "parser/source/nearest_names.hpp"

namespace polyplan {

void ProblemDraft::error(Position at, std::string message) const {
  sink.error(Diagnostic::at(source, at, std::move(message)));
}

void ProblemDraft::goal_error(Position at, std::string message) const {
  sink.error(Diagnostic::at(goal_source, at, std::move(message)));
}

std::string ProblemDraft::piece_names() const {
  std::vector<std::string> names;
  for (const Piece& piece : problem.pieces) {
    if (piece.unit) continue;
    if (names.size() == 12) {
      names.push_back("...");
      break;
    }
    names.push_back(piece.name);
  }
  return names.empty() ? std::string("none") : fmt::format("{}", fmt::join(names, ", "));
}

Problem check_problem(const ast::ProblemDecl& decl, const SourceFile& source, const SourceFile& goal_source,
                      const DomainLibrary& domains, DiagnosticSink& sink) {
  ProblemDraft draft{decl, source, goal_source, sink, Problem{}};
  Problem& problem = draft.problem;
  problem.name = decl.name.text;
  problem.origin = source.name() + "#" + decl.name.text;
  const Domain* domain = domains.find(decl.domain->text);
  if (!domain) {
    draft.error(decl.domain->at,
                fmt::format("unknown domain '{}'{}; known domains: {}; {}", decl.domain->text,
                            did_you_mean(decl.domain->text, domains.name_list()), domains.names(), kPluginMayAddIt));
    return problem;
  }
  problem.domain = *domain;
  Legend legend(decl.legend, *domain, source, sink);
  if (!legend.usable()) return problem;
  for (const MoveRule& rule : domain->moves)
    if (rule.description)
      for (const std::string& region : rule.description->regions())
        if (!legend.draws_region(region))
          draft.error(decl.domain->at,
                      fmt::format("move rule '{}' of domain '{}' uses region '{}', which the legend does not draw; "
                                  "draw its cells with an entry such as (:legend \"~\" (floor (region {})))",
                                  rule.name, domain->name, region, region));
  legend.check_glyph_lengths(decl.board->cells, source, sink);
  read_board(draft, legend);
  if (problem.frame.cells.empty()) return problem;  // the board's own error says why
  if (legend.xsb()) void_outside_walls(problem);
  check_agents(draft);
  problem.goal = check_goal(draft, *decl.goal, legend);
  check_target(draft);
  return problem;
}

}  // namespace polyplan
