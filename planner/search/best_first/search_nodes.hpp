#pragma once
#include <memory>
#include <vector>

#include "domains/environment.hpp"
#include "planner/plan.hpp"
#include "translator/chunked_array.hpp"
#include "translator/state_registry.hpp"

namespace polyplan {

// What a graph search remembers per state, indexed by state id: what the hot loop reads and
// writes of a state (g, h, depth, parent) side by side, so that a child's node is one memory
// access; the move, which only plan extraction reads, apart.
class SearchNodes {
 public:
  static constexpr int kUnreached = -1;
  static constexpr int kUnevaluated = -1;

  explicit SearchNodes(const Task& task);

  // The id of `state`, creating its node (unreached) when new.
  StateId insert(StateView state, bool& added);
  // The same in two steps for a batch of states (StateRegistry::Batch): stage them all, then
  // insert them in order; `likely` as for StateRegistry::begin_batch.
  using Batch = StateRegistry::Batch;
  void begin_batch(Batch& batch, StateId likely) const { registry_->begin_batch(batch, likely); }
  void stage(Batch& batch, StateView state) const { registry_->stage(batch, state); }
  void stage_changed(Batch& batch, StateId from, std::span<const StateRegistry::Change> changes) const {
    registry_->stage_changed(batch, from, changes);
  }
  StateId insert_staged(const Batch& batch, std::size_t index, bool& added) {
    const StateId id = registry_->insert_staged(batch, index, added);
    if (added) add_node();
    return id;
  }
  // Starts fetching the node's g, which the search reads next.
  void prefetch(StateId id) const { __builtin_prefetch(&nodes_[id]); }
  void unpack(StateId id, std::span<std::uint32_t> state) const { registry_->unpack(id, state); }
  std::size_t size() const { return registry_->size(); }

  // What the hot loop reads and writes of a state, side by side.
  struct Node {
    int g;
    int h;
    int depth;
    StateId parent;
  };
  const Node& node(StateId id) const { return nodes_[id]; }
  int g(StateId id) const { return nodes_[id].g; }
  int depth(StateId id) const { return nodes_[id].depth; }
  // The state the best path so far came from (kNoState for the start) and the move it took.
  StateId parent(StateId id) const { return nodes_[id].parent; }
  const Move& move(StateId id) const { return moves_[id]; }  // only for a reached state that has a parent
  // The heuristic value, evaluated once per state however often the state is reached.
  int h(StateId id) const { return nodes_[id].h; }
  void set_h(StateId id, int h) { nodes_[id].h = h; }
  bool closed(StateId id) const { return (closed_[id >> 6] >> (id & 63)) & 1; }
  void close(StateId id) { closed_[id >> 6] |= std::uint64_t(1) << (id & 63); }
  void reopen(StateId id) { closed_[id >> 6] &= ~(std::uint64_t(1) << (id & 63)); }
  void reach(StateId id, int g, int depth, StateId parent, const Move& move) {
    Node& node = nodes_[id];
    node.g = g;
    node.depth = depth;
    node.parent = parent;
    moves_[id] = move;
  }

  Plan plan_to(StateId goal) const;
  std::size_t memory_bytes() const;

 private:
  // Inline, as reach(): both run once per new state.
  void add_node() {
    nodes_.push_back(Node{kUnreached, kUnevaluated, 0, StateRegistry::kNoState});
    moves_.grow_by_one();  // written by reach(); read only along reached nodes' parents
    if ((nodes_.size() - 1) % 64 == 0) closed_.push_back(0);
  }

  std::unique_ptr<StatePacker> packer_;
  std::unique_ptr<StateRegistry> registry_;
  ChunkedArray<Node> nodes_;
  ChunkedArray<Move> moves_;
  ChunkedArray<std::uint64_t> closed_;  // one bit per state
};

}  // namespace polyplan
