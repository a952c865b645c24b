#pragma once
#include "domains/move_generator.hpp"

namespace polyplan {

// `slide`: move one piece up, down, left or right into vacant floor; one cell per move, or any
// straight distance per move.
std::unique_ptr<MoveGenerator> make_slide_generator(const Task& task, const MoveRule& rule);

}  // namespace polyplan
