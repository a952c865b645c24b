#include "planner/plan.hpp"

#include <algorithm>
#include <deque>
#include <stdexcept>

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
      if (next == FrameIndex::kNone || blocked[static_cast<std::size_t>(next)] || came_by[static_cast<std::size_t>(next)] >= 0)
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
  StateValues state = environment.initial_state(), next(state.size());
  std::string out;
  for (const Move& move : plan.moves) {
    out += task.pieces()[static_cast<std::size_t>(move.piece)].name;
    for (int floor : task.table(move.piece).cells(static_cast<int>(move.placement)))
      out.append(" ").append(to_string(task.frame().coord(floor)));
    out += "\n";
    environment.apply(state, move, next);
    state.swap(next);
  }
  return out;
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
      out += static_cast<char>(kStepLetters[static_cast<std::size_t>(move.direction)] - 'a' + 'A');
      agent = task.frame().neighbour(behind, move.direction);
    }
    environment.apply(state, move, next);
    state.swap(next);
  }
  return out + "\n";
}

Plan optimal_plan_from_oracle(Environment& environment, const StateSpace& space, const std::vector<int>& h_star) {
  Plan plan;
  if (h_star.empty() || h_star[0] == kUnreachable) {
    plan.cost = -1;
    return plan;
  }
  StateValues state(environment.task().pieces().size()), child(state.size());
  std::vector<Move> moves;
  StateId id = 0;
  while (!space.goal[id]) {
    space.registry->unpack(id, state);
    environment.successors(state, moves);
    bool advanced = false;
    for (const Move& move : moves) {
      environment.apply(state, move, child);
      StateId next = space.registry->find(child);
      if (next == StateRegistry::kNoState || h_star[next] == kUnreachable) continue;
      if (h_star[next] + move.cost == h_star[id]) {
        plan.moves.push_back(move);
        plan.cost += move.cost;
        id = next;
        advanced = true;
        break;
      }
    }
    if (!advanced) throw std::logic_error("h* does not decrease along any move");
  }
  return plan;
}

}  // namespace polyplan
