#pragma once
#include "heuristics/heuristic.hpp"
#include "heuristics/relaxation/relaxed_costs.hpp"

namespace polyplan {

// A heuristic read off the relaxed costs of the task's ground model (h^max or h^add): the model
// is built once per task, each evaluation states the state's facts and runs the relaxed search.
class RelaxationHeuristic final : public Heuristic {
 public:
  RelaxationHeuristic(const Environment& environment, RelaxedCosts::Combine combine)
      : task_(environment, combine == RelaxedCosts::Combine::Max ? "hmax" : "hadd"), costs_(task_, combine) {}

  int evaluate(StateView state) override {
    task_.state_facts(state, facts_);
    const int estimate = costs_.evaluate(facts_);
    return estimate == RelaxedCosts::kUnreached ? kDeadEnd : estimate;
  }

 private:
  RelaxedTask task_;
  RelaxedCosts costs_;
  std::vector<int> facts_;
};

}  // namespace polyplan
