#pragma once
#include <memory>
#include <span>
#include <vector>

#include "domains/move_generator.hpp"
#include "heuristics/pdb/pattern.hpp"

namespace polyplan {

// A real task seen through a pattern: the abstract task is the real problem with every other
// piece removed (reduced_problem.hpp), grounded by the same translator and moved by the same
// rules, so every family's moves work unchanged. Its placement tables are the real ones (same
// frame, shapes and symmetries), so an abstract state is the kept pieces' real values, brought
// into the abstract task's canonical form.
//
// Why the abstract cost is a lower bound: a real move of a kept piece is a legal abstract move
// (the same cells must be free, and fewer pieces occupy them) of the same cost, and a real move
// of a removed piece leaves the abstract state as it was, or (an agent walking where a removed
// piece stood) is a legal abstract move of the same cost. So a real path maps to an abstract
// path that costs no more, and the exact abstract cost is admissible and consistent. Where moves
// need other pieces where they are, no piece is removed; the pieces outside the pattern stay as
// anonymous blockers instead (blocker_problem.hpp), and the same argument holds.
class Abstraction {
 public:
  Abstraction(const Task& task, Pattern pattern);

  const Task& task() const { return task_; }
  const Task& abstract_task() const { return *abstract_; }
  const Pattern& pattern() const { return pattern_; }
  // Which real piece plays each abstract piece (every abstract piece), once per way of choosing
  // kept units.
  const std::vector<std::vector<int>>& choices() const { return choices_; }

  // The abstract state of a real state under one choice, canonical in the abstract task.
  void project(StateView state, const std::vector<int>& choice, std::span<std::uint32_t> abstract);
  // The abstract states of the real initial state, one per distinct choice: every real state the
  // search meets is reachable from the initial state, so its abstract states are reachable from
  // these in the abstract task.
  std::vector<StateValues> initial_states();

 private:
  const Task& task_;
  Pattern pattern_;
  std::unique_ptr<Task> abstract_;
  std::vector<std::vector<int>> choices_;
  // The abstract task's move rules, kept for their canonical forms (the push agent stands at the
  // lowest cell of its region when walking is free, and that region grows as pieces go).
  std::vector<std::unique_ptr<MoveGenerator>> rules_;
};

}  // namespace polyplan
