#pragma once
#include <memory>
#include <string>
#include <vector>

#include "domains/move_generator.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

// A rule's successor generation, under the rule's name; its schema (options, traits) is in the
// move rule registry (move_rule_registry.hpp) under the same name.
struct MoveGeneratorPlugin {
  std::string name;
  MoveGeneratorFactory create;
};

using MoveGeneratorRegistry = Registry<MoveGeneratorPlugin>;

// The built-in rules' generators and those of loaded plugins.
const MoveGeneratorRegistry& move_generator_registry();
// The same registry, writable: the plugin loader adds to it, before any command reads it.
MoveGeneratorRegistry& writable_move_generator_registry();

// One generator per move rule of the task's domain, in the domain's order: a described rule's
// is the interpreter (rules/described_move.hpp), whatever its name.
std::vector<std::unique_ptr<MoveGenerator>> make_move_generators(
    const Task& task, const MoveGeneratorRegistry& generators = move_generator_registry());

}  // namespace polyplan
