#include "planner/search/reductions/piece_symmetry.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "translator/sort_within_groups.hpp"

namespace polyplan {

PieceSymmetry::PieceSymmetry(const Task& task, bool enabled) : group_of_(task.pieces().size(), -1) {
  if (!enabled) return;
  std::vector<bool> placed_by_goal(task.pieces().size(), false);
  for (const GoalTest::PiecePlacement& goal : task.goal().placed())
    placed_by_goal[static_cast<std::size_t>(goal.piece)] = true;
  std::map<std::pair<std::string, int>, std::vector<int>> by_kind_and_table;
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const TaskPiece& piece = task.pieces()[p];
    if (piece.unit || placed_by_goal[p] || static_cast<int>(p) == task.agent()) continue;
    by_kind_and_table[{piece.kind, piece.table}].push_back(static_cast<int>(p));
  }
  for (auto& [key, pieces] : by_kind_and_table) {
    if (pieces.size() < 2) continue;
    for (int p : pieces) group_of_[static_cast<std::size_t>(p)] = static_cast<int>(groups_.size());
    groups_.push_back(std::move(pieces));
  }
}

void PieceSymmetry::reduce(std::span<std::uint32_t> state) const { sort_within_groups(groups_, state); }

Plan PieceSymmetry::relabel(const Plan& plan, Environment& environment) const {
  if (empty()) return plan;
  Plan real_plan;
  real_plan.cost = plan.cost;
  StateValues real = environment.initial_state(), reduced(real.size()), child(real.size());
  for (Move move : plan.moves) {
    int group = group_of_[static_cast<std::size_t>(move.piece)];
    if (group >= 0) {
      std::copy(real.begin(), real.end(), reduced.begin());
      reduce(reduced);
      // Pieces never share a placement, so exactly one piece of the group stands there.
      std::uint32_t from = reduced[static_cast<std::size_t>(move.piece)];
      for (int piece : groups_[static_cast<std::size_t>(group)])
        if (real[static_cast<std::size_t>(piece)] == from) move.piece = piece;
    }
    environment.apply(real, move, child);
    real.swap(child);
    real_plan.moves.push_back(move);
  }
  return real_plan;
}

}  // namespace polyplan
