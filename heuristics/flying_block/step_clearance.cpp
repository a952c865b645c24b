#include "heuristics/flying_block/step_clearance.hpp"

#include <algorithm>

namespace polyplan {

void fill_occupants(const Task& task, StateView state, int skip, std::vector<int>& occupant, MutableBits occupied) {
  std::fill(occupant.begin(), occupant.end(), -1);
  std::fill(occupied.begin(), occupied.end(), 0);
  for (std::size_t p = 0; p < state.size(); ++p) {
    if (static_cast<int>(p) == skip) continue;
    const PlacementTable& table = task.table(static_cast<int>(p));
    int placement = static_cast<int>(state[p]);
    for (int cell : table.cells(placement)) occupant[static_cast<std::size_t>(cell)] = static_cast<int>(p);
    if (!occupied.empty()) or_into(occupied, table.bits(placement));
  }
}

StepClearance::StepClearance(const Task& task, int target)
    : task_(task),
      target_(target),
      occupied_(static_cast<std::size_t>(task.words()), 0),
      vacant_(static_cast<std::size_t>(task.words()), 0),
      scratch_(static_cast<std::size_t>(task.words()), 0),
      floor_(static_cast<std::size_t>(task.words()), 0),
      occupant_(static_cast<std::size_t>(task.frame().floor_count()), -1) {
  for (int cell = 0; cell < task.frame().floor_count(); ++cell) set_bit(floor_, cell);
}

void StepClearance::load(StateView state) {
  state_ = state;
  fill_occupants(task_, state, target_, occupant_, occupied_);
  Bits target_cells = task_.table(target_).bits(static_cast<int>(state[static_cast<std::size_t>(target_)]));
  for (std::size_t w = 0; w < vacant_.size(); ++w) vacant_[w] = floor_[w] & ~(occupied_[w] | target_cells[w]);
}

int StepClearance::moves_before(Bits step_cells) const {
  int blocker = -1;
  for (std::size_t w = 0; w < occupied_.size(); ++w) {
    Word in_the_way = step_cells[w] & occupied_[w];
    while (in_the_way) {
      int cell = static_cast<int>(w * 64) + std::countr_zero(in_the_way);
      in_the_way &= in_the_way - 1;
      int piece = occupant_[static_cast<std::size_t>(cell)];
      if (blocker >= 0 && piece != blocker) return 2;
      blocker = piece;
    }
  }
  if (blocker < 0) return 0;
  return clears_in_one_move(blocker, step_cells) ? 1 : 2;
}

// A fly move of `piece` to a placement inside (vacant cells + its own) that avoids `blocked`.
bool StepClearance::clears_in_one_move(int piece, Bits blocked) const {
  const PlacementTable& table = task_.table(piece);
  int current = static_cast<int>(state_[static_cast<std::size_t>(piece)]);
  MutableBits allowed(scratch_);
  for (std::size_t w = 0; w < allowed.size(); ++w) allowed[w] = (vacant_[w] | table.bits(current)[w]) & ~blocked[w];
  for (std::size_t w = 0; w < allowed.size(); ++w) {
    Word starts = allowed[w];
    while (starts) {
      int cell = static_cast<int>(w * 64) + std::countr_zero(starts);
      starts &= starts - 1;
      for (int placement : table.starting_at(cell))
        if (placement != current && subset_of(table.bits(placement), allowed)) return true;
    }
  }
  return false;
}

}  // namespace polyplan
