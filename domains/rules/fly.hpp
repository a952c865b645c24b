#pragma once
#include "domains/move_generator.hpp"

namespace polyplan {

// `fly`: lift one piece and put it down on any other placement whose cells are vacant or its own.
std::unique_ptr<MoveGenerator> make_fly_generator(const Task& task, const MoveRule& rule);

}  // namespace polyplan
