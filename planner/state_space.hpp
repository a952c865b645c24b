#pragma once
#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "domains/environment.hpp"
#include "translator/state_registry.hpp"

namespace polyplan {

// The reachable state space of a task, enumerated breadth-first: the exact oracle that tests
// and heuristic audits compare against. State 0 is the initial state.
struct StateSpace {
  struct Edge {
    StateId to;
    int cost;
  };
  std::unique_ptr<StatePacker> packer;
  std::unique_ptr<StateRegistry> registry;
  std::vector<std::size_t> edge_begin;  // state -> first edge; edge_begin[n] = edges.size()
  std::vector<Edge> edges;
  std::vector<bool> goal;
  std::size_t goal_states = 0;
  bool complete = true;  // false when max_states stopped the enumeration

  std::size_t states() const { return goal.size(); }
  std::size_t transitions() const { return edges.size(); }
};

// Enumerates states reachable from the initial state, at most `max_states` of them (the
// frontier beyond is not expanded and `complete` turns false).
StateSpace explore_state_space(Environment& environment, std::size_t max_states);

inline constexpr int kUnreachable = -1;

// h*: for every enumerated state the cheapest cost to any goal state, or kUnreachable; computed
// by Dijkstra (Boost.Graph) on the reversed transition graph from all goal states at once.
// Exact for every state of a complete space.
std::vector<int> goal_distances(const StateSpace& space);

}  // namespace polyplan
