#include "heuristics/pdb/abstraction.hpp"

#include <algorithm>
#include <stdexcept>

#include "domains/move_generator_registry.hpp"
#include "heuristics/pdb/reduced_problem.hpp"
#include "heuristics/pdb/unit_choices.hpp"

namespace polyplan {
namespace {

// Values are copied between the tasks as they are, which is right only while both number the
// placements of each kept piece alike; the translator builds tables from the frame, shape and
// symmetries alone, so they do, and this says so loudly if that ever changes.
void require_same_placements(const Task& task, const Task& abstract, const Pattern& pattern) {
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const PlacementTable& real = task.table(pattern[i]);
    const PlacementTable& reduced = abstract.table(static_cast<int>(i));
    bool same = real.size() == reduced.size();
    for (int placement = 0; same && placement < real.size(); ++placement)
      same = std::ranges::equal(real.cells(placement), reduced.cells(placement));
    if (!same) throw std::logic_error("the abstract task numbers the placements of a kept piece differently");
  }
}

}  // namespace

Abstraction::Abstraction(const Task& task, Pattern pattern)
    : task_(task),
      pattern_(std::move(pattern)),
      abstract_(std::make_unique<Task>(reduced_problem(task.problem(), pattern_))),
      choices_(unit_choices(task, pattern_)) {
  require_same_placements(task_, *abstract_, pattern_);
  rules_ = make_move_generators(*abstract_);
}

void Abstraction::project(StateView state, const std::vector<int>& choice, std::span<std::uint32_t> abstract) {
  for (std::size_t i = 0; i < choice.size(); ++i) abstract[i] = state[static_cast<std::size_t>(choice[i])];
  abstract_->canonicalize(abstract);
  for (const auto& rule : rules_) rule->canonicalize(abstract);
}

std::vector<StateValues> Abstraction::initial_states() {
  std::vector<StateValues> states;
  StateValues abstract(pattern_.size());
  for (const std::vector<int>& choice : choices_) {
    project(task_.initial_state(), choice, abstract);
    states.push_back(abstract);
  }
  std::sort(states.begin(), states.end());
  states.erase(std::unique(states.begin(), states.end()), states.end());
  return states;
}

}  // namespace polyplan
