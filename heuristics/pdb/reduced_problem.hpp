#pragma once
#include "heuristics/pdb/pattern.hpp"
#include "parser/model/problem.hpp"

namespace polyplan {

// The problem with every piece outside `pattern` taken off the board: the frame, the domain
// (move rules, cost model) and the kept pieces stay as they are; the goal keeps only what it
// says about kept pieces (an all-on-goal condition then covers the kept pieces of its kind).
// Kept pieces stay in their order, so the abstract task's piece i is pattern[i]. No relaxation
// where pieces enable moves (blocker_problem.hpp is the abstraction there).
Problem reduced_problem(const Problem& problem, const Pattern& pattern);

// The problem's frame, domain and regions, without pieces or goal, named NAME-SUFFIX: where both
// abstractions start from.
Problem abstract_frame(const Problem& problem, const std::string& suffix);

}  // namespace polyplan
