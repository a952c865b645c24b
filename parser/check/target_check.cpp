// The target check: the pieces a problem's :target names, each once and each on the board; without
// :target, the pieces the goal places.
#include <fmt/format.h>

#include <algorithm>

#include "parser/check/problem_checks.hpp"

namespace polyplan {
namespace {

void collect_at_pieces(const Goal& goal, std::vector<int>& pieces) {
  if (goal.kind == Goal::Kind::At && goal.piece >= 0 &&
      std::find(pieces.begin(), pieces.end(), goal.piece) == pieces.end())
    pieces.push_back(goal.piece);
  for (const Goal& part : goal.parts) collect_at_pieces(part, pieces);
}

}  // namespace

void check_target(ProblemDraft& draft) {
  Problem& problem = draft.problem;
  if (!draft.decl.target) {
    collect_at_pieces(problem.goal, problem.target);
    return;
  }
  for (const ast::Symbol& name : *draft.decl.target) {
    int index = problem.find_piece(name.text);
    if (index < 0)
      draft.error(name.at, fmt::format("the target names piece '{}', which is not on the board (pieces: {})", name.text,
                                       draft.piece_names()));
    else if (std::find(problem.target.begin(), problem.target.end(), index) != problem.target.end())
      draft.error(name.at, fmt::format("piece '{}' is named twice in :target", name.text));
    else
      problem.target.push_back(index);
  }
}

}  // namespace polyplan
