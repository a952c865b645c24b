#pragma once
#include <string>

#include "translator/task.hpp"

namespace polyplan {

// A puzzle family is declared by its domain: `(define (domain flying-block) ...)` makes the family
// flying-block, which is also the selector's feature `family`. Heuristics name the families they
// are made for (heuristics/heuristic_plugin.hpp).
std::string family_of(const Task& task);

}  // namespace polyplan
