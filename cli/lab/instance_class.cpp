#include "cli/lab/instance_class.hpp"

#include "domains/family.hpp"

namespace polyplan::cli {

InstanceClass classify(const Task& task) { return {family_of(task), instance_class(task)}; }

}  // namespace polyplan::cli
