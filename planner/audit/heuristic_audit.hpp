#pragma once
#include <cstddef>
#include <optional>
#include <string>

#include "heuristics/heuristic.hpp"
#include "planner/state_space.hpp"

namespace polyplan {

// A heuristic measured against the exact h* of a whole reachable space: does it keep the
// promises its plugin declares?
struct HeuristicAudit {
  std::size_t states = 0;
  std::size_t solvable_states = 0;  // finite h*
  std::size_t transitions = 0;
  bool complete = true;  // false when --max-states cut the space (h* then bounds only)

  std::size_t admissibility_violations = 0;  // h > h*, or a dead end claimed where a goal is reachable
  int worst_overestimate = 0;                // max h - h* (INT_MAX for a wrong dead end)
  std::optional<StateId> worst_state;
  std::size_t consistency_violations = 0;  // h(s) > cost + h(s') over a transition
  int worst_inconsistency = 0;
  std::optional<std::pair<StateId, StateId>> worst_transition;
  std::size_t goal_violations = 0;  // h(goal) != 0
  double mean_ratio = 0;            // mean h/h* over states with 0 < h* (h dead ends excluded)
};

HeuristicAudit audit_heuristic(const StateSpace& space, const std::vector<int>& h_star, Heuristic& heuristic,
                               const Task& task);

}  // namespace polyplan
