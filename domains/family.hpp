#pragma once
#include <functional>
#include <string>

#include "parser/plugins/registry.hpp"
#include "translator/task.hpp"

namespace polyplan {

// A puzzle family is declared by its domain: `(define (domain flying-block) ...)` makes the family
// flying-block, which is also the selector's feature `family`. Heuristics name the families they
// are made for (heuristics/heuristic_plugin.hpp), and the bench tabulates by family and class.
std::string family_of(const Task& task);

// What a family registers about itself, from its own folder: how it sorts its instances into
// classes (the Flying Block paper's A to G). A family that registers nothing is one class.
struct FamilyPlugin {
  std::string name;     // the domain's name
  std::string classes;  // what its classes are, for `polyplan list families`
  std::function<std::string(const Task&)> instance_class;
};

using FamilyRegistry = Registry<FamilyPlugin>;

const FamilyRegistry& family_registry();

// The task's class as its family registers it; the family's name when it registers none.
std::string instance_class(const Task& task);

}  // namespace polyplan
