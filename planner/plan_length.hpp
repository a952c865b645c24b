#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace polyplan {

// How reports word a plan's length. Sokoban players count a plan by its pushes and its steps
// ("97 pushes, 234 steps"); other puzzles by their moves ("18 moves"). solve, validate and the
// validator's messages all say it the same way.
std::string describe_moves(std::size_t moves);
std::string describe_pushes_and_steps(std::size_t pushes, std::size_t steps);
// The same counted from a LURD text: its upper-case letters are pushes, all its letters steps.
std::string describe_lurd(std::string_view lurd);

}  // namespace polyplan
