#pragma once
#include <vector>

#include "domains/environment.hpp"
#include "planner/plan.hpp"

namespace polyplan::test_support {

// The states a plan passes through from the initial state, the initial and the last included,
// each in the task's canonical form (as the searches and the oracle keep them).
inline std::vector<StateValues> states_along(Environment& environment, const Plan& plan) {
  std::vector<StateValues> states{environment.initial_state()};
  StateValues next(states.front().size());
  for (const Move& move : plan.moves) {
    environment.apply(states.back(), move, next);
    environment.task().canonicalize(next);
    states.push_back(next);
  }
  return states;
}

}  // namespace polyplan::test_support
