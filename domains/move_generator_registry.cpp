#include "domains/move_generator_registry.hpp"

#include <stdexcept>

#include "domains/rules/fly.hpp"
#include "domains/rules/push.hpp"
#include "domains/rules/slide.hpp"

namespace polyplan {

const MoveGeneratorRegistry& move_generator_registry() { return writable_move_generator_registry(); }

MoveGeneratorRegistry& writable_move_generator_registry() {
  static MoveGeneratorRegistry registry = [] {
    MoveGeneratorRegistry generators("move generator");
    generators.add({"fly", make_fly_generator});
    generators.add({"slide", make_slide_generator});
    generators.add({"push", make_push_generator});
    return generators;
  }();
  return registry;
}

std::vector<std::unique_ptr<MoveGenerator>> make_move_generators(const Task& task,
                                                                 const MoveGeneratorRegistry& generators) {
  std::vector<std::unique_ptr<MoveGenerator>> made;
  for (const MoveRule& rule : task.problem().domain.moves) {
    const MoveGeneratorPlugin* generator = generators.find(rule.name);
    if (!generator) throw std::logic_error("no move generator registered for rule " + rule.name);
    made.push_back(generator->create(task, rule));
  }
  return made;
}

}  // namespace polyplan
