#include "domains/environment.hpp"

#include <algorithm>

namespace polyplan {

Environment::Environment(const Task& task, const MoveGeneratorRegistry& generators)
    : task_(task),
      registry_(&generators),
      generators_(make_move_generators(task, generators)),
      occupancy_(static_cast<std::size_t>(task.words())),
      moves_change_only_their_pieces_(std::all_of(task.groups().begin(), task.groups().end(),
                                                  [](const std::vector<int>& group) { return group.size() <= 1; })) {}

Environment Environment::sibling() const {
  Environment other(task_, *registry_);
  other.start_ = start_;
  other.routes_ = routes_;
  return other;
}

StateValues Environment::initial_state() const {
  if (start_) return *start_;
  StateValues state = task_.initial_state();
  canonicalize(state);
  return state;
}

void Environment::canonicalize(std::span<std::uint32_t> state) const {
  for (const auto& generator : generators_) generator->canonicalize(state);
  task_.canonicalize(state);
}

bool Environment::rules_symmetric() const {
  return !generators_.empty() && std::all_of(generators_.begin(), generators_.end(),
                                             [](const auto& generator) { return generator->symmetric(); });
}

}  // namespace polyplan

namespace polyplan {

std::vector<GroundAction> Environment::ground_actions() const {
  std::vector<GroundAction> actions;
  for (const auto& generator : generators_) generator->ground_actions(actions);
  return actions;
}

}  // namespace polyplan
