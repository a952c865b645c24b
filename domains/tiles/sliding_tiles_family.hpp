#pragma once
#include <string>

#include "domains/family.hpp"

namespace polyplan {

// Sliding-tile instances are classed by the board's size, rows x columns ("3x3" for the 8-puzzle,
// "4x4" for the 15-puzzle): the size decides how hard an instance can be and which heuristics pay.
std::string sliding_tiles_class(const Task& task);

FamilyPlugin sliding_tiles_family();

}  // namespace polyplan
