#pragma once
#include <string>

#include "domains/family.hpp"

namespace polyplan {

// The Flying Block paper's instance classes A to G (its Algorithm 3), from the first target's
// shape (translator/shape_class), its size n and the vacant cells k:
// A k >= n; B an I of n >= 3; C an I of 2 with k = 1; D an L with k = 1; E an L with k = 2;
// F a comb with more free spaces than k; G every other instance.
std::string flying_block_class(const Task& task);

FamilyPlugin flying_block_family();

}  // namespace polyplan
