#pragma once
#include <ostream>
#include <string>
#include <vector>

#include "planner/state_space.hpp"

namespace polyplan {

enum class GraphFormat { GraphMl, Dot };

// Writes an enumerated space with Boost.Graph's writers: one vertex per state (its board as
// text, whether it is a goal, h*) and one edge per transition (its cost).
void write_state_space(std::ostream& out, const StateSpace& space, const Task& task, const std::vector<int>& h_star,
                       GraphFormat format);

// A state as one line: "piece(r c)(r c) piece(r c) ...".
std::string describe_state(const Task& task, StateView state);

}  // namespace polyplan
