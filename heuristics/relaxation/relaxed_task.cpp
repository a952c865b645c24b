#include "heuristics/relaxation/relaxed_task.hpp"

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
  std::vector<int> entries;
  for (const std::vector<int>& entry : model_->goal()) {
    const int reached = fact_count_++;
    entries.push_back(reached);
    for (int fact : entry) add_operator({fact}, {reached}, 0);
  }
  goal_ = fact_count_++;
  add_operator(entries, {goal_}, 0);
  invert(precondition_begin_, preconditions_, fact_count_, wanted_begin_, wanted_by_);
  invert(add_begin_, adds_, fact_count_, added_begin_, added_by_);
}

}  // namespace polyplan
