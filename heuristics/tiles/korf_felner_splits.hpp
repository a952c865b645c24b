#pragma once
#include <string>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// Korf and Felner's partitions of the 15- and 24-puzzle into disjoint patterns, by goal cell
// with the blank's goal in the top left corner: "korf-felner-6-6-3" and "korf-felner-7-8" on
// 4 x 4 boards, "korf-felner-6-6-6-6" on 5 x 5 boards (the irregular group around the blank's
// corner, and three 2 x 3 blocks that are turns of one another). A goal that leaves another corner to the blank gets them turned to
// that corner. The tiles of each group, as piece indices, in the order of the group's cells;
// throws InputError (about `split`) on other boards.
std::vector<std::vector<int>> korf_felner_groups(const Task& task, const std::string& split);

// The names `split` takes besides reading-order.
std::vector<std::string> korf_felner_split_names();

}  // namespace polyplan
