#pragma once
#include <string>

#include "parser/model/problem.hpp"

namespace polyplan::cli {

// The short description `polyplan check` prints: domain, frame, pieces with shapes and sizes,
// vacant cells k and the goal.
std::string summarize(const Problem& problem);

std::string describe_goal(const Problem& problem, const Goal& goal);

}  // namespace polyplan::cli
