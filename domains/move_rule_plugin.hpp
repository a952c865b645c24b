#pragma once
#include "domains/move_generator.hpp"
#include "parser/model/move_rule_schema.hpp"

namespace polyplan {

// A move rule as its file defines it: the schema the front end checks domains against (name,
// typed options, traits) and the factory of its successor generator. One file per rule
// (domains/rules/) returns one, and domains/move_rule_registry.cpp lists them, one line each.
struct MoveRulePlugin {
  MoveRuleSchema schema;
  MoveGeneratorFactory create;
};

}  // namespace polyplan
