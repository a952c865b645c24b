#pragma once
#include <vector>

#include "heuristics/pdb/pattern.hpp"
#include "parser/model/problem.hpp"

namespace polyplan {

// Why this exists: where a move needs other pieces where they are (a slide they stop, a hop over
// them: Domain::pieces_enable_moves), a pattern database that takes pieces off the board is no
// relaxation, since with fewer pieces the moves differ. Keeping every piece and forgetting only
// which one-cell piece is which is one: the pattern's pieces keep their names, every other piece
// of one cell becomes an interchangeable unit of its kind (a larger piece keeps its name), and
// rules move pieces by kind, so every real move is an abstract move of the same cost. The goal
// keeps what it says about kinds and named pieces and drops the rest, so every real goal state
// is an abstract goal state. What it is worth: Lunar Lockout's five robots on 25 cells have
// 6.4 million placements, the target and four anonymous helpers 265,650.
//
// Whether the pattern databases of the task keep every piece (as blockers) instead of dropping some.
bool keeps_every_piece(const Problem& problem);

// The real pieces the abstract task holds, in its order: the pattern's, then (when every piece
// is kept) all the others.
std::vector<int> abstract_pieces(const Problem& problem, const Pattern& pattern);

// The problem with the pattern's pieces first, then every other piece, anonymous where it covers
// one cell; the goal reduced as above.
Problem blocker_problem(const Problem& problem, const Pattern& pattern);

}  // namespace polyplan
