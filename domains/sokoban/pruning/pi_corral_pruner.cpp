#include "domains/sokoban/pruning/pi_corral_pruner.hpp"

#include <algorithm>
#include <memory>

#include "domains/sokoban/pruning/pi_corral.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

MovePruner pi_corral_moves(const Environment& environment) {
  const Task& task = environment.task();
  struct Shared {
    explicit Shared(const Task& task) : board(task, "prune=pi-corral"), dead(board), corrals(board, dead) {}
    SokobanBoard board;
    DeadSquares dead;
    PiCorrals corrals;
    std::vector<int> boxes;
  };
  auto shared = std::make_shared<Shared>(task);
  if (task.problem().domain.cost != CostModel::Pushes)
    throw NotApplicable(Diagnostic::about(
        "prune", "pi-corral needs walking to be free (domain sokoban): it reorders pushes, which can lengthen walks"));
  return [shared, &task](StateView state, std::vector<Move>& moves) {
    shared->board.box_cells(state, shared->boxes);
    if (!shared->corrals.find(shared->board.agent_cell(state), shared->boxes)) return;
    std::erase_if(moves, [&](const Move& move) {
      return !shared->corrals.inside(task.table(move.piece).cells(static_cast<int>(move.placement))[0]);
    });
  };
}

}  // namespace

MovePrunerPlugin pi_corral_pruner() {
  return {"pi-corral", "only the pushes into a PI-corral when the state has one (Junghanns and Schaeffer)", "sokoban",
          true, pi_corral_moves};
}

}  // namespace polyplan
