#pragma once
#include <memory>
#include <string>
#include <vector>

#include "domains/move_macro.hpp"
#include "domains/sokoban/board/single_box_pushes.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
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

// The move that pushes `piece`, a box standing on `from`, alone along `path` (found by `pushes`
// with the other boxes in `others`): the box where the path ends, the agent named by the lowest
// cell of the region it is in then, the path's pushes as its cost.
inline Move single_box_move(int piece, int from, const SingleBoxPushes::Path& path, const BoxMap& others,
                            SingleBoxPushes& pushes, const PushPlacements& placements) {
  pushes.flood(others, from, path.cell, path.agent);
  Move move;
  move.piece = piece;
  move.placement = placements.box(path.cell);
  move.agent = placements.agent(pushes.lowest());
  move.cost = path.pushes;
  move.direction = path.last_direction;
  return move;
}

// The macro of a `Macros` object (built once per task, from the task; its `extend(state,
// moves)` rewrites the moves). Only where walking is free: a macro leaves the agent's walks out,
// as the push-optimal domain does; elsewhere it stops with `refusal` naming the option.
template <typename Macros, typename... Settings>
MoveMacro push_macro(const Environment& environment, const std::string& refusal, Settings... settings) {
  const Task& task = environment.task();
  if (task.problem().domain.cost != CostModel::Pushes) throw NotApplicable(Diagnostic::about("macros", refusal));
  auto macros = std::make_shared<Macros>(task, settings...);
  return [macros](StateView state, std::vector<Move>& moves) { macros->extend(state, moves); };
}

// The plugin of a Sokoban macro: registered as `name`, its `Macros` built per task with `settings`,
// and where walking costs refused as "NAME needs walking to be free (domain sokoban): WHY".
template <typename Macros, typename... Settings>
MoveMacroPlugin push_macro_plugin(std::string name, std::string description, bool keeps_optimal, const std::string& why,
                                  Settings... settings) {
  std::string refusal = name + " needs walking to be free (domain sokoban): " + why;
  return {std::move(name), std::move(description), "sokoban", keeps_optimal,
          [refusal, settings...](const Environment& environment) {
            return push_macro<Macros>(environment, refusal, settings...);
          }};
}

}  // namespace polyplan
