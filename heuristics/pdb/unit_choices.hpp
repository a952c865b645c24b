#pragma once
#include <vector>

#include "heuristics/pdb/pattern.hpp"

namespace polyplan {

// Which real piece plays each abstract piece. A pattern that keeps k of a group's n units says
// nothing about which k: a real path can be followed unit by unit, so every choice of k units
// maps real states and moves to abstract ones, and each choice gives an admissible, consistent
// estimate; the largest over all choices is one too. A pattern that keeps whole groups (or no
// units) has exactly one choice, the pattern itself.
//
// Each choice lists real piece indices in abstract piece order; a group's chosen units are in
// ascending order, so that the values they carry in a canonical real state stay sorted.
std::vector<std::vector<int>> unit_choices(const Task& task, const Pattern& pattern);

}  // namespace polyplan
