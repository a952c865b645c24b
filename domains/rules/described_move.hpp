#pragma once
#include <memory>

#include "domains/move_generator.hpp"

namespace polyplan {

// The successor generator of a move rule described in its domain file (MoveRule::description):
// one interpreter for the whole movement vocabulary, so that a new family needs no code. The
// built-in rules keep their own generators as the fast paths.
std::unique_ptr<MoveGenerator> make_described_move_generator(const Task& task, const MoveRule& rule);

}  // namespace polyplan
