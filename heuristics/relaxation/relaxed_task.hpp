#pragma once
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "domains/ground_model.hpp"

namespace polyplan {

// The ground model as the delete relaxation reads it, shared by h^max, h^add, h^FF and LM-cut so
// that they explore one structure. Besides the model's actions (operators 0 to
// real_operators() - 1, in the model's order) it has artificial parts that turn the goal into one
// fact: a fact true in every state (the precondition of actions that have none, so that every
// operator waits for some fact), a fact per goal entry reached at no cost from any of the entry's
// facts, and the goal fact, reached at no cost once every entry is. An exploration then only asks
// for the goal fact's cost, and LM-cut's cuts end at one place.
// Operators' preconditions and adds, and each fact's operators, are stored as spans into flat
// arrays: the explorations walk them for every fact they settle, and one array each keeps that
// walk in few cache lines.
class RelaxedTask {
 public:
  // Builds the task's ground model; `heuristic` names the heuristic asking, for the message of a
  // task without one (NotApplicable).
  RelaxedTask(const Environment& environment, const std::string& heuristic);

  const GroundModel& model() const { return *model_; }
  int fact_count() const { return fact_count_; }
  int operator_count() const { return static_cast<int>(cost_.size()); }
  int real_operators() const { return static_cast<int>(model_->actions().size()); }
  int always_fact() const { return always_; }
  int goal_fact() const { return goal_; }

  std::span<const int> preconditions(int op) const { return span_of(precondition_begin_, preconditions_, op); }
  std::span<const int> adds(int op) const { return span_of(add_begin_, adds_, op); }
  int cost(int op) const { return cost_[std::size_t(op)]; }
  // The operators that have `fact` as a precondition, and those that add it.
  std::span<const int> wanted_by(int fact) const { return span_of(wanted_begin_, wanted_by_, fact); }
  std::span<const int> added_by(int fact) const { return span_of(added_begin_, added_by_, fact); }

  // The facts `state` makes true, the always-true fact included; `out` is replaced.
  void state_facts(StateView state, std::vector<int>& out) const {
    model_->facts_of(state, out);
    out.push_back(always_);
  }

 private:
  static std::span<const int> span_of(const std::vector<int>& begin, const std::vector<int>& items, int index) {
    return {items.data() + begin[std::size_t(index)],
            std::size_t(begin[std::size_t(index) + 1] - begin[std::size_t(index)])};
  }

  std::unique_ptr<GroundModel> model_;
  int fact_count_ = 0;
  int always_ = 0;
  int goal_ = 0;
  std::vector<int> cost_;
  std::vector<int> precondition_begin_, preconditions_;
  std::vector<int> add_begin_, adds_;
  std::vector<int> wanted_begin_, wanted_by_;
  std::vector<int> added_begin_, added_by_;
};

}  // namespace polyplan
