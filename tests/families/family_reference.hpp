#pragma once
#include <cstddef>
#include <string>

#include "parser/model/problem.hpp"

namespace polyplan::reference {

// An exhaustive search written from each family's rules in plain words (docs/language.md lists
// them with the domain files), sharing nothing with polyplan after the front end: no translator,
// placement tables, described-move interpreter, goal test or search. It reads the checked
// Problem's board, pieces and goal, and knows the moves by the family's name, so that a
// description that says something else than the puzzle's rules shows up as a disagreement.
struct Figures {
  std::size_t states = 0;  // reachable states (interchangeable units as one)
  int optimal_cost = -1;   // -1: no goal state is reachable
  bool complete = true;    // false when the state limit stopped the search
};

// Whether the reference knows the family (the domain's name).
bool knows(const std::string& family);

Figures search(const Problem& problem, std::size_t max_states);

}  // namespace polyplan::reference
