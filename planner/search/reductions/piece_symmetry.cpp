#include "planner/search/reductions/piece_symmetry.hpp"

#include <algorithm>
#include <utility>

#include "translator/interchangeable_pieces.hpp"
#include "translator/sort_within_groups.hpp"

namespace polyplan {

PieceSymmetry::PieceSymmetry(const Task& task, bool enabled) : group_of_(task.pieces().size(), -1) {
  if (!enabled) return;
  groups_ = interchangeable_pieces(task);
  for (std::size_t g = 0; g < groups_.size(); ++g)
    for (int p : groups_[g]) group_of_[static_cast<std::size_t>(p)] = static_cast<int>(g);
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
