#include "heuristics/pdb/reduced_problem.hpp"

namespace polyplan {
namespace {

// The goal with at-conditions on removed pieces dropped and piece indices renumbered; an empty
// conjunction is satisfied by every state. Goals beyond placements (or, not, counts, on, inside,
// shapes) are dropped whole: every concrete goal state still maps to an abstract goal state, so
// the abstraction stays a relaxation, and counts or shapes over fewer pieces would not.
Goal reduced_goal(const Goal& goal, const std::vector<int>& new_index) {
  Goal reduced = goal;
  switch (goal.kind) {
    case Goal::Kind::Or:
    case Goal::Kind::Not:
    case Goal::Kind::On:
    case Goal::Kind::Inside:
    case Goal::Kind::Count:
    case Goal::Kind::Shape:
      return Goal{};
    case Goal::Kind::At:
      reduced.piece = new_index[static_cast<std::size_t>(goal.piece)];
      break;
    case Goal::Kind::AllOnGoal:
      break;
    case Goal::Kind::And:
      reduced.parts.clear();
      for (const Goal& part : goal.parts) {
        if (part.kind == Goal::Kind::At && new_index[static_cast<std::size_t>(part.piece)] < 0) continue;
        if (!part.placements_only() && part.kind != Goal::Kind::And) continue;
        reduced.parts.push_back(reduced_goal(part, new_index));
      }
      break;
  }
  return reduced;
}

}  // namespace

Problem abstract_frame(const Problem& problem, const std::string& suffix) {
  Problem abstract;
  abstract.name = problem.name + "-" + suffix;
  abstract.domain = problem.domain;
  abstract.frame = problem.frame;
  abstract.regions = problem.regions;
  abstract.origin = problem.origin;
  return abstract;
}

Problem reduced_problem(const Problem& problem, const Pattern& pattern) {
  Problem reduced = abstract_frame(problem, "pattern");
  std::vector<int> new_index(problem.pieces.size(), -1);
  for (int piece : pattern) {
    new_index[static_cast<std::size_t>(piece)] = static_cast<int>(reduced.pieces.size());
    reduced.pieces.push_back(problem.pieces[static_cast<std::size_t>(piece)]);
  }
  for (int piece : problem.target)
    if (new_index[static_cast<std::size_t>(piece)] >= 0)
      reduced.target.push_back(new_index[static_cast<std::size_t>(piece)]);
  // A lone at-goal (not inside a conjunction) on a removed piece leaves nothing to ask.
  if (problem.goal.kind == Goal::Kind::At && new_index[static_cast<std::size_t>(problem.goal.piece)] < 0)
    reduced.goal = Goal{};
  else
    reduced.goal = reduced_goal(problem.goal, new_index);
  return reduced;
}

}  // namespace polyplan
