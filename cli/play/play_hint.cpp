#include "cli/play/play_hint.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "planner/board_render.hpp"
#include "planner/solve.hpp"

namespace polyplan::cli {

Problem problem_at(const Problem& original, const Task& play_task, StateView state) {
  Problem problem = original;
  for (std::size_t p = 0; p < problem.pieces.size(); ++p) {
    std::vector<Coord> cells;
    for (int floor : play_task.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
      cells.push_back(play_task.frame().coord(floor));
    std::sort(cells.begin(), cells.end());
    problem.pieces[p].cells = std::move(cells);
  }
  return problem;
}

HintAnswer HintFinder::next(const PlayGame& game) {
  if (game.solved()) return {std::nullopt, "the goal is reached"};
  return search_from(game.task(), game.state());
}

HintAnswer HintFinder::from_start(const PlayGame& game) {
  return search_from(game.task(), game.task().initial_state());
}

HintAnswer HintFinder::search_from(const Task& play_task, StateView state) {
  StateValues key(state.begin(), state.end());
  if (auto known = known_.find(key); known != known_.end()) return {known->second, ""};
  if (auto failed = failed_.find(key); failed != failed_.end()) return {std::nullopt, failed->second};
  if (play_task.goal().satisfied(state)) return {Hint{Move{}, 0, true}, ""};

  SolveOutcome outcome =
      solve(problem_at(original_, play_task, state), SolveRequest{selection_, {seconds_, 0, 0}, {}, {}, {}});
  const SearchResult& result = outcome.result;
  if (result.status != SearchStatus::Solved) {
    std::string why = result.status == SearchStatus::Unsolvable
                          ? "the goal cannot be reached from here (undo or restart)"
                          : fmt::format("no plan found within {:g} s", seconds_);
    failed_[key] = why;
    return {std::nullopt, why};
  }

  // Replay the plan in the play task, remembering the cost to go from each state on the way.
  const Task& task = *outcome.task;
  Environment& environment = *outcome.environment;
  bool optimal = outcome.chosen->configuration.optimal();
  Environment play(play_task);
  StateValues at = key, next(at.size());
  std::vector<Move> legal;
  auto remember = [&](const Move& move, int cost_to_go) {
    known_.emplace(at, Hint{move, cost_to_go, optimal});
    play.apply(at, move, next);
    at.swap(next);
  };
  if (play_task.agent() >= 0) {
    // The plan as LURD: every step of the walk, the pushes upper case; its cost is the original
    // problem's (pushes, or every letter).
    std::string lurd;
    for (char letter : outcome.plan_text)
      if (std::isalpha(static_cast<unsigned char>(letter))) lurd += letter;
    bool pushes_only = original_.domain.cost == CostModel::Pushes;
    for (std::size_t i = 0; i < lurd.size(); ++i) {
      int cost = 0;
      for (std::size_t j = i; j < lurd.size(); ++j)
        cost += !pushes_only || std::isupper(static_cast<unsigned char>(lurd[j])) ? 1 : 0;
      char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(lurd[i])));
      int direction =
          static_cast<int>(std::find(kStepLetters.begin(), kStepLetters.end(), letter) - kStepLetters.begin());
      play.successors(at, legal);
      auto move = std::find_if(legal.begin(), legal.end(), [&](const Move& m) { return m.direction == direction; });
      if (move == legal.end()) throw std::logic_error("a hint's LURD plan does not replay in the game");
      remember(*move, cost);
    }
  } else {
    // The same board after the plan's move and after the game's: the pieces are the same, but
    // interchangeable ones may be numbered differently.
    StateValues plan_state = environment.initial_state(), plan_next(plan_state.size());
    int cost = result.plan.cost;
    for (const Move& step : result.plan.moves) {
      environment.apply(plan_state, step, plan_next);
      plan_state.swap(plan_next);
      std::string wanted = render_board(task, plan_state);
      play.successors(at, legal);
      auto move = std::find_if(legal.begin(), legal.end(), [&](const Move& m) {
        StateValues child(at.size());
        play.apply(at, m, child);
        return render_board(play_task, child) == wanted;
      });
      if (move == legal.end()) throw std::logic_error("a hint's plan does not replay in the game");
      remember(*move, cost);
      cost -= step.cost;
    }
  }
  return {known_.at(key), ""};
}

}  // namespace polyplan::cli
