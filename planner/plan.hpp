#pragma once
#include <string>
#include <vector>

#include "domains/environment.hpp"

namespace polyplan {

// A plan: the moves from the initial state, in order.
struct Plan {
  std::vector<Move> moves;
  int cost = 0;
};

// One move per line in the problem's own names: `PIECE (r c) ...`, the cells the piece covers
// after the move.
std::string format_moves(Environment& environment, const Plan& plan);

// The community LURD notation for push domains: lower case steps, upper case pushes, with the
// walks that free walking (cost pushes) leaves out filled in by breadth-first search.
std::string format_lurd(Environment& environment, const Plan& plan);
// The plan in the notation its family's players expect (domains/move_notation.hpp): LURD for an
// agent that steps and pushes, one named move per line otherwise.
std::string format_plan(Environment& environment, const Plan& plan);

// Follows decreasing h* through an enumerated space from the initial state: an optimal plan
// (empty with cost -1 when no goal is reachable).
struct StateSpace;
Plan optimal_plan_from_oracle(Environment& environment, const StateSpace& space, const std::vector<int>& h_star);

}  // namespace polyplan
