#include "cli/instance_class.hpp"

#include <cctype>

#include "cli/search_choice.hpp"
#include "planner/selector/features.hpp"

namespace polyplan::cli {

std::string class_of_rule(const std::string& rule) {
  const std::string prefix = "flying-block-class-";
  if (rule.rfind(prefix, 0) == 0 && rule.size() == prefix.size() + 1)
    return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(rule.back()))));
  return rule;
}

InstanceClass classify(const Task& task) {
  Features features = instance_features(task);
  auto family = features.find("family");
  SearchChoice automatic;
  return {family == features.end() ? std::string("unknown") : to_string(family->second),
          class_of_rule(automatic.choose(task).second->name)};
}

}  // namespace polyplan::cli
