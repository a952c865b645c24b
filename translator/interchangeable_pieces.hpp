#pragma once
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// Named pieces that nothing tells apart: one kind (rules choose the pieces they move by kind),
// one placement table (the same shape with the same freedom to turn), no at-goal of their own and
// not the agent. Swapping two of them maps a state to one with the same successors and the same
// distance to the goal: what a search's piece symmetry sorts (planner/search/reductions) and what
// the ground model lets share position facts (domains/ground_model). The groups of two or more,
// each ascending, in order of their first piece.
std::vector<std::vector<int>> interchangeable_pieces(const Task& task);

}  // namespace polyplan
