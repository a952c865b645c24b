// The agent check: a rule with an agent (RuleTraits) moves exactly one, so the board must hold
// exactly one piece of the agent's kind, one cell in size.
#include <fmt/format.h>

#include <algorithm>

#include "parser/check/problem_checks.hpp"

namespace polyplan {

namespace {

bool drawn_in_xsb(const ast::BoardDecl& board) {
  bool player = false, box = false;
  for (const BoardRow& row : board.block.rows) {
    player = player || row.text.find_first_of("@+") != std::string::npos;
    box = box || row.text.find_first_of("$*") != std::string::npos;
  }
  return player && box;
}

}  // namespace

// A rule whose agent option was missing or invalid has no agent here: its domain reported why.
void check_agents(ProblemDraft& draft) {
  for (const MoveRule& rule : draft.problem.domain.moves) {
    if (!rule.has_agent()) continue;
    std::size_t pieces = 0;
    std::vector<Coord> cells;
    for (const Piece& piece : draft.problem.pieces)
      if (piece.kind == rule.agent) {
        ++pieces;
        cells.insert(cells.end(), piece.cells.begin(), piece.cells.end());
      }
    if (pieces == 1 && cells.size() == 1) continue;
    // A Sokoban level pasted without its legend reads '@' and '$' as pieces of the domain's first
    // kind; the count is then beside the point.
    if (!draft.decl.legend && drawn_in_xsb(*draft.decl.board)) {
      draft.error(draft.decl.board->block.open,
                  "this board is drawn in xsb glyphs (# walls, @ the player, $ boxes, . goals), but the problem has "
                  "no legend: add (:legend :preset xsb) after (:domain ...)");
      continue;
    }
    // Two glyphs of the agent side by side read as one piece of two cells; what the writer drew is
    // two agents, so that is what the message counts.
    std::sort(cells.begin(), cells.end());
    if (cells.empty())
      draft.error(draft.decl.board->block.open,
                  fmt::format("the {} rule moves one '{}', and the board has none: draw one (with the xsb legend: @, "
                              "or + on a goal)",
                              rule.name, rule.agent));
    else
      draft.error(draft.decl.board->block.open,
                  fmt::format("the {} rule moves one '{}', and the board has {} {} cells, at {}: keep one and draw "
                              "the others as floor",
                              rule.name, rule.agent, cells.size(), rule.agent, to_string(cells)));
  }
}

}  // namespace polyplan
