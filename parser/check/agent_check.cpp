// The agent check: a rule with an agent (RuleTraits) moves exactly one, so the board must hold
// exactly one piece of the agent's kind, one cell in size.
#include <fmt/format.h>

#include "parser/check/problem_checks.hpp"

namespace polyplan {

// A rule whose agent option was missing or invalid has no agent here: its domain reported why.
void check_agents(ProblemDraft& draft) {
  for (const MoveRule& rule : draft.problem.domain.moves) {
    if (!rule.has_agent()) continue;
    std::size_t pieces = 0, cells = 0;
    for (const Piece& piece : draft.problem.pieces)
      if (piece.kind == rule.agent) {
        ++pieces;
        cells += piece.cells.size();
      }
    if (pieces != 1 || cells != 1)
      draft.error(draft.decl.board->block.open,
                  fmt::format("the {} rule needs exactly one '{}' on the board, one cell in size; found {} piece(s) "
                              "covering {} cell(s)",
                              rule.name, rule.agent, pieces, cells));
  }
}

}  // namespace polyplan
