#include "domains/move_generator_registry.hpp"

#include <stdexcept>

#include "domains/move_rule_registry.hpp"
#include "domains/rules/described_move.hpp"

namespace polyplan {

const MoveGeneratorRegistry& move_generator_registry() { return writable_move_generator_registry(); }

MoveGeneratorRegistry& writable_move_generator_registry() {
  static MoveGeneratorRegistry registry = [] {
    MoveGeneratorRegistry generators("move generator");
    for (const MoveRulePlugin& rule : builtin_move_rules()) generators.add({rule.schema.name, rule.create});
    return generators;
  }();
  return registry;
}

std::vector<std::unique_ptr<MoveGenerator>> make_move_generators(const Task& task,
                                                                 const MoveGeneratorRegistry& generators) {
  std::vector<std::unique_ptr<MoveGenerator>> made;
  for (const MoveRule& rule : task.problem().domain.moves) {
    if (rule.description) {
      made.push_back(make_described_move_generator(task, rule));
      continue;
    }
    const MoveGeneratorPlugin* generator = generators.find(rule.name);
    if (!generator) throw std::logic_error("no move generator registered for rule " + rule.name);
    made.push_back(generator->create(task, rule));
  }
  return made;
}

}  // namespace polyplan
