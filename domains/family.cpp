#include "domains/family.hpp"

namespace polyplan {

std::string family_of(const Task& task) { return task.problem().domain.name; }

std::string instance_class(const Task& task) {
  const std::string family = family_of(task);
  const FamilyPlugin* plugin = family_registry().find(family);
  return plugin && plugin->instance_class ? plugin->instance_class(task) : family;
}

std::string describe_for_explain(const Task& task) {
  std::string text;
  for (const FamilyPlugin& family : family_registry())
    if (family.describe) text += family.describe(task);
  return text;
}

}  // namespace polyplan
