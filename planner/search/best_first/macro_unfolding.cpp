#include "planner/search/best_first/macro_unfolding.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace polyplan {
namespace {

// Whether the move is a straight line: its piece shifted along its direction once per unit of
// cost reaches its placement (macros cost one per step of their piece). A path that bends and
// comes back to the line costs more than the line's steps, so it is no straight line.
bool straight(const Task& task, StateView state, const Move& move) {
  if (move.direction < 0) return true;
  const PlacementTable& table = task.table(move.piece);
  int placement = static_cast<int>(state[static_cast<std::size_t>(move.piece)]);
  for (int step = 0; step < move.cost && placement != PlacementTable::kNone; ++step)
    placement = table.shifted(placement, move.direction);
  return placement == static_cast<int>(move.placement);
}

// The fewest moves of the piece that stands on `start[move.piece]`, no other piece moving, from
// `start` to `target`. Breadth first: a macro spans a handful of pushes of one box.
std::vector<Move> moves_of_one_piece(Environment& environment, const StateValues& start, const Move& move,
                                     const StateValues& target) {
  const Task& task = environment.task();
  const PlacementTable* table = &task.table(move.piece);
  struct Reached {
    StateValues parent;
    Move move;
  };
  std::map<StateValues, Reached> reached{{start, Reached{{}, {}}}};
  std::vector<std::pair<StateValues, std::uint32_t>> queue{{start, start[static_cast<std::size_t>(move.piece)]}};
  std::vector<Move> moves;
  StateValues child(start.size());
  constexpr std::size_t kEnough = 1'000'000;
  for (std::size_t head = 0; head < queue.size() && reached.size() < kEnough; ++head) {
    const auto [state, tracked] = queue[head];
    if (state == target) {
      std::vector<Move> path;
      for (StateValues at = state; at != start;) {
        const Reached& from = reached.at(at);
        path.push_back(from.move);
        at = from.parent;
      }
      std::reverse(path.begin(), path.end());
      return path;
    }
    environment.successors(state, moves);
    for (const Move& next : moves) {
      // Interchangeable pieces are renumbered by placement after a move, so the moving piece is
      // followed by where it stands, not by its index.
      if (&task.table(next.piece) != table || state[static_cast<std::size_t>(next.piece)] != tracked) continue;
      environment.apply(state, next, child);
      if (!reached.emplace(child, Reached{state, next}).second) continue;
      queue.emplace_back(child, next.placement);
    }
  }
  throw std::logic_error("a macro move that no moves of its piece make");
}

}  // namespace

Plan unfold_bent_macros(Environment& environment, const Plan& plan) {
  const Task& task = environment.task();
  StateValues state = environment.initial_state(), next(state.size());
  Plan unfolded;
  for (const Move& move : plan.moves) {
    environment.apply(state, move, next);
    if (move.piece == task.agent() || straight(task, state, move)) {
      unfolded.moves.push_back(move);
    } else {
      for (const Move& step : moves_of_one_piece(environment, state, move, next)) unfolded.moves.push_back(step);
    }
    state.swap(next);
  }
  for (const Move& move : unfolded.moves) unfolded.cost += move.cost;
  return unfolded;
}

}  // namespace polyplan
