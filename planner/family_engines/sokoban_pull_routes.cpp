#include "planner/family_engines/sokoban_pull_routes.hpp"

#include <algorithm>

namespace polyplan {

std::optional<std::vector<Move>> replay_pulls(Environment& environment, const SokobanBoard& board, StateValues state,
                                              const std::vector<PullStep>& steps, std::uint32_t node) {
  std::vector<Move> plan, moves;
  StateValues next(state.size());
  std::vector<int> expected, cells;
  board.box_cells(state, expected);
  for (; steps[node].parent != PullStep::kRoot; node = steps[node].parent) {
    std::replace(expected.begin(), expected.end(), static_cast<int>(steps[node].to),
                 static_cast<int>(steps[node].from));
    std::sort(expected.begin(), expected.end());
    environment.successors(state, moves);
    bool found = false;
    for (const Move& move : moves) {
      environment.apply(state, move, next);
      board.box_cells(next, cells);
      std::sort(cells.begin(), cells.end());
      if (cells != expected) continue;
      plan.push_back(move);
      state.swap(next);
      found = true;
      break;
    }
    if (!found) return std::nullopt;
  }
  return plan;
}

PullRoutes::PullRoutes(const Task& task, CellKeySet states, std::vector<PullStep> steps)
    : board_(task, "search=pull"), states_(std::move(states)), steps_(std::move(steps)) {}

std::uint32_t PullRoutes::find(StateView state) const {
  // Kept between calls, since every generated state is asked: no allocation per lookup.
  thread_local std::vector<int> boxes;
  thread_local std::vector<std::uint16_t> key;
  board_.box_cells(state, boxes);
  std::sort(boxes.begin(), boxes.end());
  key.resize(boxes.size() + 1);
  for (std::size_t b = 0; b < boxes.size(); ++b) key[b] = static_cast<std::uint16_t>(boxes[b]);
  key.back() = static_cast<std::uint16_t>(board_.agent_cell(state));
  return states_.probe(key.data()).index;
}

bool PullRoutes::known(StateView state) const { return find(state) != CellKeySet::kAbsent; }

std::optional<std::vector<Move>> PullRoutes::route(StateView state, Environment& environment) const {
  const std::uint32_t node = find(state);
  if (node == CellKeySet::kAbsent) return std::nullopt;
  std::optional<std::vector<Move>> moves =
      replay_pulls(environment, board_, StateValues(state.begin(), state.end()), steps_, node);
  if (!moves) return std::nullopt;
  // The replay ends where the pull search started: a solved position.
  if (!environment.is_goal(environment.state_after(StateValues(state.begin(), state.end()), *moves)))
    return std::nullopt;
  return moves;
}

std::size_t PullRoutes::memory_bytes() const { return states_.memory_bytes() + steps_.capacity() * sizeof(PullStep); }

}  // namespace polyplan
