#pragma once
#include <memory>

#include "heuristics/heuristic.hpp"
#include "heuristics/relaxation/relaxed_costs.hpp"

namespace polyplan {

// A heuristic read off the relaxed costs of the task's ground model (h^max or h^add): the model
// is built once per task, each evaluation states the state's facts and runs the relaxed search.
class RelaxationHeuristic final : public Heuristic {
 public:
  RelaxationHeuristic(const Environment& environment, RelaxedCosts::Combine combine)
      : model_(std::make_unique<GroundModel>(environment, combine == RelaxedCosts::Combine::Max ? "hmax" : "hadd")),
        costs_(*model_, combine) {}

  int evaluate(StateView state) override {
    model_->facts_of(state, facts_);
    const int estimate = costs_.evaluate(facts_);
    return estimate == RelaxedCosts::kUnreached ? kDeadEnd : estimate;
  }

 private:
  std::unique_ptr<GroundModel> model_;
  RelaxedCosts costs_;
  std::vector<int> facts_;
};

}  // namespace polyplan
