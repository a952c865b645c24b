#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "domains/move_generator.hpp"
#include "translator/state_registry.hpp"
#include "translator/task.hpp"

namespace polyplan {

// One node as a best-first search orders it: what `solve --trace` prints. f is the open list's
// key before tie keys, in thousandths of a cost unit (weights are thousandths too), so weighted
// A* shows 1.5 * h exactly; with f buckets it is the bucket's number.
struct ObservedNode {
  StateId id = StateRegistry::kNoState;
  StateView state;
  int g = 0;
  int h = 0;
  std::int64_t f_thousandths = 0;
  std::span<const int> ties;  // the tie keys' values, in the configuration's order
  StateId parent = StateRegistry::kNoState;
  const Move* move = nullptr;  // the move from the parent; nullptr for the start
};

// A tie key as a trace names it: a key that orders larger values first gives the open list its
// values negated (TieKeyPlugin::larger_first), and the trace shows them as they are.
struct ObservedKey {
  std::string name;
  bool larger_first = false;
};

// Watches a search that was asked to be traced. The engines call it only in their traced
// instantiation (best_first_search with an observer), so an untraced search pays nothing for it.
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  // Before the first node: the tie keys whose values ObservedNode::ties holds, in order.
  virtual void started(const std::vector<ObservedKey>& tie_keys) = 0;
  // A node put on the open list (the start, a new state, or a state reached by a cheaper path).
  virtual void queued(const ObservedNode& node) = 0;
  // A node taken off the open list and expanded; its successors are queued after this call.
  virtual void expanded(const ObservedNode& node) = 0;
  // The goal node taken off the open list: the search ends with it, unexpanded.
  virtual void reached_goal(const ObservedNode& node) = 0;
};

}  // namespace polyplan
