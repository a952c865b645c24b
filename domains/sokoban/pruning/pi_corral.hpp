#pragma once
#include <vector>

#include "domains/sokoban/deadlocks/dead_squares.hpp"

namespace polyplan {

// PI-corrals (Junghanns and Schaeffer). A corral is a set of free cells the agent cannot reach;
// its barrier is the boxes next to it. It is a PI-corral when
//   I: every push of a barrier box that does not go into the corral can never happen while the
//      barrier stands (a wall or a barrier box on either side, the agent's cell inside the
//      corral, or a dead square as the target), and
//   P: every push of a barrier box into the corral can be made now (the agent reaches the cell
//      behind the box; a box there must itself be on the barrier, so the push never comes),
// and some barrier box is off its goal or some goal of the corral is empty, so every solution
// pushes into the corral at some point.
//
// Then some push-optimal solution pushes into the corral first, so keeping only those pushes
// loses no optimal plan. Take any solution and its first push into the corral, k. Before k no
// barrier box moves (I) and the agent never enters the corral (its walls and barrier stand), so
// k can be made now (P, and the target cell stays free). Made first, it only frees the box's
// old cell, next to the agent's region, and fills a corral cell no earlier push or walk used:
// the earlier pushes still work in the same order and end in the same state, at the same count.
// So every state keeps its push distance to the goal when each state keeps only the pushes into
// one PI-corral, and A* stays optimal (tests/unit/sokoban_pi_corral_test.cpp checks it against
// breadth-first search). A push onto a dead square is never part of a solution, which is why
// dead targets count as blocked.
//
// Only the push-optimal domain: with walking counted, doing k first can make the walks longer.
class PiCorrals {
 public:
  PiCorrals(const SokobanBoard& board, const DeadSquares& dead_squares);

  // Looks for a PI-corral of the state with the agent on `agent` and boxes on `boxes`: each
  // corral alone (the one with the fewest pushes into it wins), then all of them together
  // (barrier boxes shared by two corrals often fail P for each alone). True when one is found;
  // inside() then tells the cells of the one chosen.
  bool find(int agent, const std::vector<int>& boxes);
  bool inside(int cell) const { return chosen_[static_cast<std::size_t>(cell)] != 0; }

 private:
  // The pushes into the corral labelled `label` (0: every corral), or -1 when it is no PI-corral.
  int pushes_into(int label);
  bool in_corral(int cell, int label) const;
  void choose(int label);

  const SokobanBoard& board_;
  const DeadSquares& dead_squares_;
  std::vector<unsigned char> has_box_;
  std::vector<unsigned char> reached_;
  std::vector<int> corral_;                  // per floor cell: 0 reached or a box, else its corral's label
  std::vector<int> barrier_;                 // per floor cell: the last label whose barrier holds this box
  std::vector<unsigned char> chosen_;        // the corral found
  const std::vector<int>* boxes_ = nullptr;  // the state's boxes, during find()
  std::vector<int> queue_;
  std::vector<int> members_;  // the barrier boxes of the corral being checked
  int corrals_ = 0;
};

}  // namespace polyplan
