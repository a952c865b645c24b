#pragma once
#include <string>

#include "translator/task.hpp"

namespace polyplan::cli {

// The family and class a task is tabulated under: the family is the selector's `family` feature;
// the class is what the selector's built-in rules assign ("flying-block-class-b" reads as "B",
// other rules by their name, e.g. "sokoban-optimal").
struct InstanceClass {
  std::string family;
  std::string group;
};

InstanceClass classify(const Task& task);

// The class a rule's name stands for: "flying-block-class-b" -> "B", any other name as it is.
std::string class_of_rule(const std::string& rule);

}  // namespace polyplan::cli
