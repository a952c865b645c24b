#include "planner/search/best_first/search_nodes.hpp"

#include <algorithm>

#include "translator/memory_use.hpp"

namespace polyplan {

SearchNodes::SearchNodes(const Task& task) {
  std::vector<std::uint32_t> ranges;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    ranges.push_back(static_cast<std::uint32_t>(task.table(static_cast<int>(p)).value_count()));
  packer_ = std::make_unique<StatePacker>(ranges);
  registry_ = std::make_unique<StateRegistry>(*packer_);
}

StateId SearchNodes::insert(StateView state, bool& added) {
  StateId id = registry_->insert(state, added);
  if (added) add_node();
  return id;
}

Plan SearchNodes::plan_to(StateId goal) const {
  // The cost is the moves' own: a greedy search that finds a cheaper way to a state after
  // queueing its children leaves their g above the cost of the path their parents now give, and
  // the goal may be one of them.
  Plan plan;
  for (StateId id = goal; parent(id) != StateRegistry::kNoState; id = parent(id)) {
    plan.moves.push_back(moves_[id]);
    plan.cost += moves_[id].cost;
  }
  std::reverse(plan.moves.begin(), plan.moves.end());
  return plan;
}

std::size_t SearchNodes::memory_bytes() const {
  return registry_->memory_bytes() + nodes_.memory_bytes() + moves_.memory_bytes() + closed_.memory_bytes();
}

}  // namespace polyplan
