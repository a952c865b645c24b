#pragma once
#include <string>
#include <vector>

#include "domains/ground_action.hpp"
#include "translator/task.hpp"

namespace polyplan {

// How many pieces of a kind are left, as ground facts. Why: a goal may count pieces (peg
// solitaire's last peg) and facts about positions cannot say how many are left, so where a goal
// counts a kind that moves take off the board (captures, exits), a fact `(left k n)` per count says
// it, and every action that takes such a piece off moves the count down: one action per count it
// may start from, as the lifted translation's counter does. Kinds no goal counts get no counter.

// The kinds some count in the goal (anywhere in it) names and some rule may take off the board.
std::vector<std::string> counted_kinds(const Task& task);

// The pieces of `kind`, in task order.
std::vector<int> pieces_of_kind(const Task& task, const std::string& kind);

// Appends `action`, which takes `removed` off the board, once per count of each counted kind it
// lowers (named `-nN` after the count before), or as it is when it lowers none.
void append_with_counters(const Task& task, const GroundAction& action, const std::vector<int>& removed,
                          std::vector<GroundAction>& actions);

}  // namespace polyplan
