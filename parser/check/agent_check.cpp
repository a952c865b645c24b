// The agent check: a push rule moves exactly one agent, so the board must hold exactly one piece
// of the agent's kind, one cell in size.
#include <fmt/format.h>

#include "parser/check/problem_checks.hpp"

namespace polyplan {

// A push rule without a valid :agent was reported with its domain.
void check_agents(ProblemDraft& draft) {
  for (const MoveRule& rule : draft.problem.domain.moves) {
    if (rule.name != "push" || !rule.options.count("agent")) continue;
    const std::string& agent = rule.word("agent");
    std::size_t pieces = 0, cells = 0;
    for (const Piece& piece : draft.problem.pieces)
      if (piece.kind == agent) {
        ++pieces;
        cells += piece.cells.size();
      }
    if (pieces != 1 || cells != 1)
      draft.error(draft.decl.board->block.open,
                  fmt::format("the push rule needs exactly one '{}' on the board, one cell in size; found {} piece(s) "
                              "covering {} cell(s)",
                              agent, pieces, cells));
  }
}

}  // namespace polyplan
