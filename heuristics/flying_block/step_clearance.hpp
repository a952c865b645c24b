#pragma once
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// Which piece covers each floor cell in `state` (-1 where none does), leaving `skip` out; and,
// when `occupied` is given, the union of those pieces' cells, in the same pass over the pieces.
void fill_occupants(const Task& task, StateView state, int skip, std::vector<int>& occupant, MutableBits occupied = {});

// How many moves of other pieces must come before the target can take a given step in the
// current state: 0 when the step's new cells are vacant, 1 when one piece covers the rest of them
// and can fly to a placement inside the vacant cells and its own that leaves them free, and 2
// (meaning "at least 2") otherwise: two pieces in the way, or one that cannot clear them in one
// move. The answer is exact up to the cap, which keeps it consistent (one move lowers it by at
// most one). Shaped for the gap bound: loaded once per state, then asked for several steps.
class StepClearance {
 public:
  StepClearance(const Task& task, int target);

  void load(StateView state);
  // Per floor cell, the piece other than the target that covers it in the loaded state, or -1.
  const std::vector<int>& occupants() const { return occupant_; }
  // `step_cells`: the placement the target would move to.
  int moves_before(Bits step_cells) const;

 private:
  bool clears_in_one_move(int piece, Bits blocked) const;

  const Task& task_;
  int target_;
  StateView state_;
  std::vector<Word> occupied_, vacant_;
  mutable std::vector<Word> scratch_;
  // Every floor cell: the vacant cells are these less every piece's, one word operation each.
  std::vector<Word> floor_;
  std::vector<int> occupant_;
};

}  // namespace polyplan
