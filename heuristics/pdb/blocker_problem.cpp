#include "heuristics/pdb/blocker_problem.hpp"

#include <algorithm>

#include "heuristics/pdb/reduced_problem.hpp"

namespace polyplan {
namespace {

// Whether every piece the goal names keeps its name (`new_index` >= 0 for those that do).
bool names_only_kept(const Goal& goal, const std::vector<int>& named_index) {
  if ((goal.kind == Goal::Kind::At || goal.kind == Goal::Kind::Inside) &&
      named_index[static_cast<std::size_t>(goal.piece)] < 0)
    return false;
  return std::all_of(goal.parts.begin(), goal.parts.end(),
                     [&](const Goal& part) { return names_only_kept(part, named_index); });
}

Goal renumbered(Goal goal, const std::vector<int>& named_index) {
  if (goal.kind == Goal::Kind::At || goal.kind == Goal::Kind::Inside)
    goal.piece = named_index[static_cast<std::size_t>(goal.piece)];
  for (Goal& part : goal.parts) part = renumbered(part, named_index);
  return goal;
}

// A condition about an anonymous piece cannot be asked; dropping it (a conjunct, or a whole
// condition that contains one) leaves a goal every real goal state meets.
Goal blocker_goal(const Goal& goal, const std::vector<int>& named_index) {
  if (goal.kind != Goal::Kind::And) return names_only_kept(goal, named_index) ? renumbered(goal, named_index) : Goal{};
  Goal reduced;
  for (const Goal& part : goal.parts) {
    Goal kept = blocker_goal(part, named_index);
    if (kept.kind != Goal::Kind::And || !kept.parts.empty()) reduced.parts.push_back(std::move(kept));
  }
  return reduced;
}

}  // namespace

bool keeps_every_piece(const Problem& problem) { return problem.domain.pieces_enable_moves(); }

std::vector<int> abstract_pieces(const Problem& problem, const Pattern& pattern) {
  std::vector<int> order = pattern;
  if (!keeps_every_piece(problem)) return order;
  for (std::size_t p = 0; p < problem.pieces.size(); ++p)
    if (std::find(pattern.begin(), pattern.end(), static_cast<int>(p)) == pattern.end())
      order.push_back(static_cast<int>(p));
  return order;
}

Problem blocker_problem(const Problem& problem, const Pattern& pattern) {
  Problem abstract = abstract_frame(problem, "blockers");
  std::vector<int> named_index(problem.pieces.size(), -1);
  const std::vector<int> order = abstract_pieces(problem, pattern);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const auto real = static_cast<std::size_t>(order[i]);
    Piece piece = problem.pieces[real];
    const bool in_pattern = i < pattern.size();
    if (!in_pattern && piece.cells.size() == 1) {
      piece.unit = true;
    } else if (!piece.unit) {
      named_index[real] = static_cast<int>(i);
    }
    abstract.pieces.push_back(std::move(piece));
  }
  for (int piece : problem.target)
    if (named_index[static_cast<std::size_t>(piece)] >= 0)
      abstract.target.push_back(named_index[static_cast<std::size_t>(piece)]);
  abstract.goal = blocker_goal(problem.goal, named_index);
  return abstract;
}

}  // namespace polyplan
