#pragma once
#include <map>
#include <optional>
#include <string>

#include "cli/play/play_game.hpp"
#include "planner/selector/search_selection.hpp"

namespace polyplan::cli {

// The next move of a plan from the current state, and what the plan costs from there, in the
// problem's own cost (pushes for push-optimal Sokoban).
struct Hint {
  Move move;
  int cost_to_go = 0;
  bool optimal = false;  // the search that found it promises optimal plans
};

struct HintAnswer {
  std::optional<Hint> hint;  // none at the goal, or when no plan was found (why says which)
  std::string why;           // e.g. "no plan found within 3 s", "the goal cannot be reached from here"
};

// Asks the planner (the selector, or --search) for a plan from a game's state under a small time limit. The
// search runs on the original problem with its pieces where the game has them, so it is the
// same search `solve` would pick; the plan is mapped back to the game's moves, and every state
// along it is remembered, so that following a hint needs no new search.
class HintFinder {
 public:
  HintFinder(Problem original, SearchSelection selection, double seconds)
      : original_(std::move(original)), selection_(std::move(selection)), seconds_(seconds) {}

  HintAnswer next(const PlayGame& game);
  // The plan's cost from the game's start (for "solved in N moves (optimal: M)").
  HintAnswer from_start(const PlayGame& game);
  double seconds() const { return seconds_; }
  // How the original problem charges moves (Pushes for push-optimal Sokoban).
  CostModel original_cost() const { return original_.domain.cost; }

 private:
  HintAnswer search_from(const Task& play_task, StateView state);

  Problem original_;
  SearchSelection selection_;
  double seconds_;
  std::map<StateValues, Hint> known_;          // play states along plans found so far
  std::map<StateValues, std::string> failed_;  // play states where no plan was found, and why
};

// The original problem with its pieces where `state` of the play task puts them.
Problem problem_at(const Problem& original, const Task& play_task, StateView state);

}  // namespace polyplan::cli
