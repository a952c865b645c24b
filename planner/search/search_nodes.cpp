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
  if (added) add_node();
  return id;
}

StateId SearchNodes::insert_staged(std::size_t index, bool& added) {
  StateId id = registry_->insert_staged(index, added);
  if (added) add_node();
  return id;
}

void SearchNodes::add_node() {
  // The arrays grow in step (same sizes, same capacities), so one test tells when all of them
  // need room, and they get the room reserve_gently would give each.
  if (g_.size() == g_.capacity()) {
    const std::size_t capacity = next_capacity(g_.capacity(), g_.size() + 1 + kGrowthHeadroom);
    g_.reserve(capacity);
    depth_.reserve(capacity);
    h_.reserve(capacity);
    parent_.reserve(capacity);
    move_.reserve(capacity);
  }
  g_.push_back(kUnreached);
  depth_.push_back(0);
  h_.push_back(kUnevaluated);
  parent_.push_back(StateRegistry::kNoState);
  move_.push_back(Move{});
  push_back_gently(closed_, false);
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
