#include "domains/move_generator.hpp"

#include <algorithm>

#include "domains/rules/fly.hpp"
#include "domains/rules/push.hpp"
#include "domains/rules/slide.hpp"

namespace polyplan {

void MoveGeneratorRegistry::add(std::string name, MoveGeneratorFactory factory) {
  factories_.emplace_back(std::move(name), std::move(factory));
}

const MoveGeneratorFactory* MoveGeneratorRegistry::find(const std::string& name) const {
  for (const auto& [rule, factory] : factories_)
    if (rule == name) return &factory;
  return nullptr;
}

const MoveGeneratorRegistry& builtin_move_generators() { return extensible_move_generators(); }

MoveGeneratorRegistry& extensible_move_generators() {
  static MoveGeneratorRegistry registry = [] {
    MoveGeneratorRegistry generators;
    generators.add("fly", make_fly_generator);
    generators.add("slide", make_slide_generator);
    generators.add("push", make_push_generator);
    return generators;
  }();
  return registry;
}

std::vector<int> pieces_of_kinds(const Task& task, const MoveRule& rule, const std::string& option) {
  const auto& kinds = rule.words(option);
  std::vector<int> pieces;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (std::find(kinds.begin(), kinds.end(), task.pieces()[p].kind) != kinds.end()) pieces.push_back(static_cast<int>(p));
  return pieces;
}

}  // namespace polyplan
