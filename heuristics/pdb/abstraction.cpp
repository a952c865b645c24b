#include "heuristics/pdb/abstraction.hpp"

#include <algorithm>
#include <stdexcept>

#include "domains/move_generator_registry.hpp"
#include "heuristics/pdb/blocker_problem.hpp"
#include "heuristics/pdb/reduced_problem.hpp"
#include "heuristics/pdb/unit_choices.hpp"

namespace polyplan {
namespace {

// Values are copied between the tasks as they are, which is right only while both number the
// placements of each kept piece alike; the translator builds tables from the frame, shape and
// symmetries alone, so they do, and this says so loudly if that ever changes.
void require_same_placements(const Task& task, const Task& abstract, const std::vector<int>& pieces) {
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PlacementTable& real = task.table(pieces[i]);
    const PlacementTable& reduced = abstract.table(static_cast<int>(i));
    bool same = real.size() == reduced.size();
    for (int placement = 0; same && placement < real.size(); ++placement)
      same = std::ranges::equal(real.cells(placement), reduced.cells(placement));
    if (!same) throw std::logic_error("the abstract task numbers the placements of a kept piece differently");
  }
}

// Where pieces enable moves every piece stays, the others anonymous; elsewhere the others go.
std::unique_ptr<Task> abstract_task_of(const Task& task, const Pattern& pattern) {
  if (keeps_every_piece(task.problem())) return std::make_unique<Task>(blocker_problem(task.problem(), pattern));
  return std::make_unique<Task>(reduced_problem(task.problem(), pattern));
}

}  // namespace

Abstraction::Abstraction(const Task& task, Pattern pattern)
    : task_(task), pattern_(std::move(pattern)), abstract_(abstract_task_of(task, pattern_)) {
  // With every piece kept, the anonymous ones are all present and only one choice exists.
  choices_ = keeps_every_piece(task.problem())
                 ? std::vector<std::vector<int>>{abstract_pieces(task.problem(), pattern_)}
                 : unit_choices(task, pattern_);
  require_same_placements(task_, *abstract_, choices_.front());
  rules_ = make_move_generators(*abstract_);
}

void Abstraction::project(StateView state, const std::vector<int>& choice, std::span<std::uint32_t> abstract) {
  for (std::size_t i = 0; i < choice.size(); ++i) abstract[i] = state[static_cast<std::size_t>(choice[i])];
  abstract_->canonicalize(abstract);
  for (const auto& rule : rules_) rule->canonicalize(abstract);
}

std::vector<StateValues> Abstraction::initial_states() {
  std::vector<StateValues> states;
  StateValues abstract(abstract_->pieces().size());
  for (const std::vector<int>& choice : choices_) {
    project(task_.initial_state(), choice, abstract);
    states.push_back(abstract);
  }
  std::sort(states.begin(), states.end());
  states.erase(std::unique(states.begin(), states.end()), states.end());
  return states;
}

}  // namespace polyplan
