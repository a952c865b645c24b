#pragma once
#include <functional>

#include "heuristics/flying_block/target_path.hpp"
#include "heuristics/heuristic.hpp"

namespace polyplan {

// A heuristic computed from the target-path relaxation: `formula` sees the relaxation and a state
// that is not a dead end for it (the target can still reach its goal) and returns the estimate.
class TargetPathHeuristic final : public Heuristic {
 public:
  using Formula = std::function<int(const TargetPath&, StateView)>;
  TargetPathHeuristic(const Task& task, Formula formula) : path_(task), formula_(std::move(formula)) {}

  int evaluate(StateView state) override {
    if (path_.target_distance(state) == TargetPath::kUnreachable) return kDeadEnd;
    return formula_(path_, state);
  }

 private:
  TargetPath path_;
  Formula formula_;
};

}  // namespace polyplan
