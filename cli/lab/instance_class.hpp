#pragma once
#include <string>

#include "translator/task.hpp"

namespace polyplan::cli {

// The family and class a task is tabulated under, both as the family declares them
// (domains/family.hpp): the family is its domain's name, the class what the family registers
// (Flying Block: the paper's A to G; sliding tiles: the board's size) or else the family's name.
struct InstanceClass {
  std::string family;
  std::string group;
};

InstanceClass classify(const Task& task);

}  // namespace polyplan::cli
