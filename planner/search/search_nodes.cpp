#include "planner/search/search_nodes.hpp"

#include <algorithm>

#include "translator/memory_use.hpp"

namespace polyplan {

SearchNodes::SearchNodes(const Task& task) {
  std::vector<std::uint32_t> ranges;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    ranges.push_back(static_cast<std::uint32_t>(task.table(static_cast<int>(p)).size()));
  packer_ = std::make_unique<StatePacker>(ranges);
  registry_ = std::make_unique<StateRegistry>(*packer_);
}

StateId SearchNodes::insert(StateView state, bool& added) {
  StateId id = registry_->insert(state, added);
  if (added) {
    push_back_gently(g_, kUnreached);
    push_back_gently(depth_, 0);
    push_back_gently(h_, kUnevaluated);
    push_back_gently(parent_, StateRegistry::kNoState);
    push_back_gently(move_, Move{});
    push_back_gently(closed_, false);
  }
  return id;
}

void SearchNodes::reach(StateId id, int g, int depth, StateId parent, const Move& move) {
  g_[id] = g;
  depth_[id] = depth;
  parent_[id] = parent;
  move_[id] = move;
}

Plan SearchNodes::plan_to(StateId goal) const {
  Plan plan;
  plan.cost = g_[goal];
  for (StateId id = goal; parent_[id] != StateRegistry::kNoState; id = parent_[id]) plan.moves.push_back(move_[id]);
  std::reverse(plan.moves.begin(), plan.moves.end());
  return plan;
}

std::size_t SearchNodes::memory_bytes() const {
  return registry_->memory_bytes() + projected_bytes(g_) + projected_bytes(depth_) + projected_bytes(h_) +
         projected_bytes(parent_) + projected_bytes(move_) + projected_bytes(closed_);
}

}  // namespace polyplan
