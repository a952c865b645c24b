#pragma once
#include <memory>
#include <string>
#include <vector>

#include "domains/move_macro.hpp"
#include "domains/sokoban/sokoban_board.hpp"
#include "parser/input_error.hpp"

namespace polyplan {

// What the Sokoban macros share: a macro names where a box ends and where the agent's region is
// by floor cells, and a Move names them by placements, so each keeps the two lookups.
class PushPlacements {
 public:
  PushPlacements(const Task& task, const SokobanBoard& board)
      : box_(static_cast<std::size_t>(board.floor_count()), -1), agent_(box_.size(), -1) {
    const PlacementTable& boxes = task.table(board.boxes().front());
    for (int p = 0; p < boxes.size(); ++p) box_[static_cast<std::size_t>(boxes.cells(p)[0])] = p;
    const PlacementTable& agent = task.table(task.agent());
    for (int p = 0; p < agent.size(); ++p) agent_[static_cast<std::size_t>(agent.cells(p)[0])] = p;
  }
  std::uint32_t box(int cell) const { return static_cast<std::uint32_t>(box_[static_cast<std::size_t>(cell)]); }
  int agent(int cell) const { return agent_[static_cast<std::size_t>(cell)]; }

 private:
  std::vector<int> box_, agent_;
};

// The macro of a `Macros` object (built once per task, from the task; its `extend(state,
// moves)` rewrites the moves). Only where walking is free: a macro leaves the agent's walks out,
// as the push-optimal domain does; elsewhere it stops with `refusal` naming the option.
template <typename Macros>
MoveMacro push_macro(const Environment& environment, const std::string& refusal) {
  const Task& task = environment.task();
  if (task.problem().domain.cost != CostModel::Pushes) throw InputError(Diagnostic::about("macros", refusal));
  auto macros = std::make_shared<Macros>(task);
  return [macros](StateView state, std::vector<Move>& moves) { macros->extend(state, moves); };
}

}  // namespace polyplan
