#pragma once
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// What the selector knows of an instance: numbers and words by name, so that rules written as
// data can refer to any of them. See docs/selector.md for the list.
using FeatureValue = std::variant<int, std::string>;
using Features = std::map<std::string, FeatureValue>;

// `fast` is the user's request for any plan rather than an optimal one (`--fast`): not a fact of
// the instance, but the rules decide on it like on one (feature `fast`, 1 or 0).
Features instance_features(const Task& task, bool fast = false);
std::string to_string(const FeatureValue& value);

}  // namespace polyplan
