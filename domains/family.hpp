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

// What a family registers about itself, from its own folder, so that the commands need not know
// it: how it sorts its instances into classes (the Flying Block paper's A to G; none: one class),
// and what `explain` prints about an instance's structure (Sokoban's rooms, links and dead sets).
struct FamilyPlugin {
  std::string name;     // the domain's name
  std::string classes;  // what its classes are, for `polyplan list families`; empty when none
  std::function<std::string(const Task&)> instance_class;  // empty: one class, the family's name
  // Indented lines for `explain`, each ending in a newline; "" for a task the family's analyses
  // do not apply to. Asked of every task, since a domain of another name may share the moves they
  // read (sokoban-moves, a text domain with an agent that pushes). Empty: nothing to say.
  std::function<std::string(const Task&)> describe;
};

using FamilyRegistry = Registry<FamilyPlugin>;

const FamilyRegistry& family_registry();

// The task's class as its family registers it; the family's name when it registers none.
std::string instance_class(const Task& task);

// What the registered families say about the task for `explain`, in registration order.
std::string describe_for_explain(const Task& task);

}  // namespace polyplan
