#include "planner/plan.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <stdexcept>

#include "domains/move_notation.hpp"
#include "planner/state_space.hpp"

namespace polyplan {
namespace {

// Steps from `from` to `to` through cells no piece other than the agent covers.
std::string walk(const Task& task, StateView state, int from, int to) {
  const FrameIndex& frame = task.frame();
  std::vector<bool> blocked(static_cast<std::size_t>(frame.floor_count()), false);
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (static_cast<int>(p) != task.agent())
      for (int cell : task.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
        blocked[static_cast<std::size_t>(cell)] = true;
  std::vector<int> came_by(blocked.size(), -1);
  std::deque<int> queue{from};
  came_by[static_cast<std::size_t>(from)] = 4;
  while (!queue.empty() && came_by[static_cast<std::size_t>(to)] < 0) {
    int cell = queue.front();
    queue.pop_front();
    for (int d = 0; d < 4; ++d) {
      int next = frame.neighbour(cell, d);
      if (next == FrameIndex::kNone || blocked[static_cast<std::size_t>(next)] ||
          came_by[static_cast<std::size_t>(next)] >= 0)
        continue;
      came_by[static_cast<std::size_t>(next)] = d;
      queue.push_back(next);
    }
  }
  if (came_by[static_cast<std::size_t>(to)] < 0) throw std::logic_error("a push plan needs a walk that does not exist");
  std::string steps;
  for (int cell = to; cell != from;) {
    int d = came_by[static_cast<std::size_t>(cell)];
    steps += kStepLetters[static_cast<std::size_t>(d)];
    cell = frame.neighbour(cell, opposite(d));
  }
  std::reverse(steps.begin(), steps.end());
  return steps;
}

}  // namespace

std::string format_moves(Environment& environment, const Plan& plan) {
  const Task& task = environment.task();
  StateValues state = environment.initial_state(), next(state.size()), other(state.size());
  std::vector<Move> moves;
  std::string out;
  auto cells_text = [&](int piece, int placement) {
    std::string text;
    for (int floor : task.table(piece).cells(placement)) text.append(" ").append(to_string(task.frame().coord(floor)));
    return text;
  };
  for (const Move& move : plan.moves) {
    out += task.pieces()[static_cast<std::size_t>(move.piece)].name;
    // A piece that leaves the board (through an exit) covers no cell: the line says so.
    if (static_cast<int>(move.placement) == task.table(move.piece).off_board()) out += " off";
    out += cells_text(move.piece, static_cast<int>(move.placement));
    environment.apply(state, move, next);
    // Interchangeable units share a name, so two of them may reach the same cells by different
    // moves (two pegs hopping into one hole): the line then also says where the piece came from.
    // A named piece's cells after the move say it all, so only a unit's line asks the successors.
    const TaskPiece& moved = task.pieces()[static_cast<std::size_t>(move.piece)];
    if (moved.group >= 0) environment.successors(state, moves);
    const bool ambiguous = moved.group >= 0 && std::any_of(moves.begin(), moves.end(), [&](const Move& candidate) {
                             const TaskPiece& piece = task.pieces()[static_cast<std::size_t>(candidate.piece)];
                             if (piece.name != moved.name || candidate.placement != move.placement) return false;
                             environment.apply(state, candidate, other);
                             return other != next;
                           });
    if (ambiguous)
      out += " from" + cells_text(move.piece, static_cast<int>(state[static_cast<std::size_t>(move.piece)]));
    out += "\n";
    state.swap(next);
  }
  return out;
}

std::string format_plan(Environment& environment, const Plan& plan) {
  return move_notation(environment.task()) == MoveNotation::AgentSteps ? format_lurd(environment, plan)
                                                                       : format_moves(environment, plan);
}

std::string format_lurd(Environment& environment, const Plan& plan) {
  const Task& task = environment.task();
  if (task.agent() < 0) throw std::logic_error("LURD needs a push domain");
  StateValues state = task.initial_state(), next(state.size());
  // The real agent cell: states of free-walking domains only keep a representative of its region.
  int agent = task.agent_floor(state);
  std::string out;
  for (const Move& move : plan.moves) {
    if (move.piece == task.agent()) {
      out += kStepLetters[static_cast<std::size_t>(move.direction)];
      agent = task.table(move.piece).cells(static_cast<int>(move.placement))[0];
    } else {
      // Stand on a cell behind the pushed piece: one whose neighbour ahead is part of it.
      const PlacementTable& table = task.table(move.piece);
      auto cells = table.cells(static_cast<int>(state[static_cast<std::size_t>(move.piece)]));
      int behind = FrameIndex::kNone;
      std::string steps;
      for (int cell : cells) {
        int candidate = task.frame().neighbour(cell, opposite(move.direction));
        if (candidate == FrameIndex::kNone || std::find(cells.begin(), cells.end(), candidate) != cells.end()) continue;
        try {
          steps = walk(task, state, agent, candidate);
          behind = candidate;
          break;
        } catch (const std::logic_error&) {
        }
      }
      if (behind == FrameIndex::kNone) throw std::logic_error("no cell to push from");
      out += steps;
      // A macro (a tunnel's pushes as one move) takes the piece several cells at once: one letter
      // per cell, the agent following it.
      int placement = table.shifted(static_cast<int>(state[static_cast<std::size_t>(move.piece)]), move.direction);
      int pushes = 1;
      for (; placement != static_cast<int>(move.placement); ++pushes) {
        if (placement == PlacementTable::kNone) throw std::logic_error("a push that is no straight line of pushes");
        placement = table.shifted(placement, move.direction);
      }
      for (int push = 0; push < pushes; ++push) {
        out += static_cast<char>(kStepLetters[static_cast<std::size_t>(move.direction)] - 'a' + 'A');
        behind = task.frame().neighbour(behind, move.direction);
      }
      agent = behind;
    }
    environment.apply(state, move, next);
    state.swap(next);
  }
  return out + "\n";
}

namespace {

// Walks an enumerated space along h*: a move from `id` is optimal when h*(child) + cost = h*(id).
class OracleWalk {
 public:
  OracleWalk(Environment& environment, const StateSpace& space, const std::vector<int>& h_star)
      : environment_(environment),
        space_(space),
        h_star_(h_star),
        state_(environment.task().pieces().size()),
        child_(state_.size()) {}

  // The first optimal move from `id` whose cost is positive, with the state it leads to.
  std::optional<std::pair<Move, StateId>> costly_step(StateId id) {
    for (auto [move, next] : optimal_moves(id))
      if (move.cost > 0) return std::pair{move, next};
    return std::nullopt;
  }

  // Zero-cost moves (a plugin agent's walks under (:cost pushes)) keep h* level, so taking them
  // greedily could circle forever: the plateau is crossed breadth-first instead, to the nearest
  // state that is a goal or has a costly optimal move. Appends the moves and returns that state.
  StateId cross_plateau(StateId start, std::vector<Move>& moves) {
    std::map<StateId, std::pair<StateId, Move>> reached_from;
    std::deque<StateId> queue{start};
    reached_from.emplace(start, std::pair{start, Move{}});
    while (!queue.empty()) {
      StateId id = queue.front();
      queue.pop_front();
      if (id != start && (space_.goal[id] || costly_step(id))) {
        std::vector<Move> path;
        for (StateId at = id; at != start; at = reached_from.at(at).first) path.push_back(reached_from.at(at).second);
        moves.insert(moves.end(), path.rbegin(), path.rend());
        return id;
      }
      for (auto [move, next] : optimal_moves(id))
        if (move.cost == 0 && reached_from.emplace(next, std::pair{id, move}).second) queue.push_back(next);
    }
    throw std::logic_error("h* does not decrease along any move");
  }

 private:
  std::vector<std::pair<Move, StateId>> optimal_moves(StateId id) {
    space_.registry->unpack(id, state_);
    environment_.successors(state_, moves_);
    std::vector<std::pair<Move, StateId>> optimal;
    for (const Move& move : moves_) {
      environment_.apply(state_, move, child_);
      StateId next = space_.registry->find(child_);
      if (next == StateRegistry::kNoState || h_star_[next] == kUnreachable) continue;
      if (h_star_[next] + move.cost == h_star_[id]) optimal.emplace_back(move, next);
    }
    return optimal;
  }

  Environment& environment_;
  const StateSpace& space_;
  const std::vector<int>& h_star_;
  StateValues state_, child_;
  std::vector<Move> moves_;
};

}  // namespace

Plan optimal_plan_from_oracle(Environment& environment, const StateSpace& space, const std::vector<int>& h_star) {
  Plan plan;
  if (h_star.empty() || h_star[0] == kUnreachable) {
    plan.cost = -1;
    return plan;
  }
  OracleWalk walk(environment, space, h_star);
  StateId id = 0;
  while (!space.goal[id]) {
    if (auto step = walk.costly_step(id)) {
      plan.moves.push_back(step->first);
      plan.cost += step->first.cost;
      id = step->second;
    } else {
      id = walk.cross_plateau(id, plan.moves);
    }
  }
  return plan;
}

}  // namespace polyplan
