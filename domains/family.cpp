#include "domains/family.hpp"

namespace polyplan {

std::string family_of(const Task& task) { return task.problem().domain.name; }

}  // namespace polyplan
