#include "heuristics/relaxation/relaxed_task.hpp"

#include <string>
#include <unordered_map>

#include "domains/ground_goal.hpp"

namespace polyplan {
namespace {

// Per item, the list of things that name it, as a flat array and where each item's part begins.
void invert(const std::vector<int>& begin, const std::vector<int>& items, int item_count, std::vector<int>& out_begin,
            std::vector<int>& out) {
  out_begin.assign(std::size_t(item_count) + 1, 0);
  for (int item : items) ++out_begin[std::size_t(item) + 1];
  for (std::size_t i = 1; i < out_begin.size(); ++i) out_begin[i] += out_begin[i - 1];
  out.assign(items.size(), 0);
  std::vector<int> next(out_begin.begin(), out_begin.end() - 1);
  for (std::size_t owner = 0; owner + 1 < begin.size(); ++owner)
    for (int k = begin[owner]; k < begin[owner + 1]; ++k)
      out[std::size_t(next[std::size_t(items[std::size_t(k)])]++)] = int(owner);
}

}  // namespace

RelaxedTask::RelaxedTask(const Environment& environment, const std::string& heuristic)
    : model_(std::make_unique<GroundModel>(environment, heuristic)) {
  fact_count_ = static_cast<int>(model_->fact_names().size());
  always_ = fact_count_++;
  precondition_begin_.push_back(0);
  add_begin_.push_back(0);
  auto add_operator = [&](const std::vector<int>& preconditions, const std::vector<int>& adds, int cost) {
    if (preconditions.empty())
      preconditions_.push_back(always_);
    else
      preconditions_.insert(preconditions_.end(), preconditions.begin(), preconditions.end());
    adds_.insert(adds_.end(), adds.begin(), adds.end());
    precondition_begin_.push_back(static_cast<int>(preconditions_.size()));
    add_begin_.push_back(static_cast<int>(adds_.size()));
    cost_.push_back(cost);
  };
  for (const GroundModel::Action& action : model_->actions())
    add_operator(action.preconditions, action.adds, action.cost);
  std::unordered_map<std::string, int> fact_ids;
  for (std::size_t fact = 0; fact < model_->fact_names().size(); ++fact)
    fact_ids.emplace(model_->fact_names()[fact], static_cast<int>(fact));
  const int never = fact_count_++;  // no operator adds it: a part that cannot hold
  // The fact that is reached when `formula` holds, relaxed: a conjunction is an operator that needs
  // its parts, a disjunction one operator per part, both at no cost; a negation is taken as true
  // (the relaxation drops what must not hold, so the estimate only weakens); a fact the
  // reachability cut dropped is never reached.
  auto reached_when = [&](auto& self, const GoalFormula& formula) -> int {
    switch (formula.kind) {
      case GoalFormula::Kind::True:
      case GoalFormula::Kind::Not:
        return always_;
      case GoalFormula::Kind::False:
        return never;
      case GoalFormula::Kind::Fact: {
        const auto found = fact_ids.find(formula.fact);
        return found == fact_ids.end() ? never : found->second;
      }
      case GoalFormula::Kind::All:
      case GoalFormula::Kind::Any:
        break;
    }
    std::vector<int> parts;
    for (const GoalFormula& part : formula.parts) parts.push_back(self(self, part));
    const int reached = fact_count_++;
    if (formula.kind == GoalFormula::Kind::All)
      add_operator(parts, {reached}, 0);
    else
      for (int part : parts) add_operator({part}, {reached}, 0);
    return reached;
  };
  const int holds = reached_when(reached_when, ground_goal_formula(environment.task(), *model_));
  goal_ = fact_count_++;
  add_operator({holds}, {goal_}, 0);
  invert(precondition_begin_, preconditions_, fact_count_, wanted_begin_, wanted_by_);
  invert(add_begin_, adds_, fact_count_, added_begin_, added_by_);
}

}  // namespace polyplan
