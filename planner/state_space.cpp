#include "planner/state_space.hpp"

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/property_map/property_map.hpp>

#include <limits>

namespace polyplan {

StateSpace explore_state_space(Environment& environment, std::size_t max_states) {
  const Task& task = environment.task();
  StateSpace space;
  std::vector<std::uint32_t> ranges;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    ranges.push_back(static_cast<std::uint32_t>(task.table(static_cast<int>(p)).value_count()));
  space.packer = std::make_unique<StatePacker>(ranges);
  space.registry = std::make_unique<StateRegistry>(*space.packer);

  StateValues state = environment.initial_state(), child(state.size());
  bool added = false;
  space.registry->insert(state, added);
  std::vector<Move> moves;
  // Ids are handed out in insertion order, so the registry itself is the breadth-first queue.
  for (StateId id = 0; id < space.registry->size(); ++id) {
    space.registry->unpack(id, state);
    space.edge_begin.push_back(space.edges.size());
    bool is_goal = environment.is_goal(state);
    space.goal.push_back(is_goal);
    space.goal_states += is_goal;
    environment.successors(state, moves);
    for (const Move& move : moves) {
      environment.apply(state, move, child);
      if (space.registry->size() >= max_states) {
        StateId known = space.registry->find(child);
        if (known == StateRegistry::kNoState) {
          space.complete = false;
          continue;
        }
        space.edges.push_back({known, move.cost});
        continue;
      }
      StateId to = space.registry->insert(child, added);
      space.edges.push_back({to, move.cost});
    }
  }
  space.edge_begin.push_back(space.edges.size());
  return space;
}

std::vector<int> goal_distances(const StateSpace& space) {
  using Graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property,
                                                   boost::property<boost::edge_weight_t, int>>;
  // Reversed edges plus one extra vertex (the last) with a free edge to every goal state.
  std::size_t n = space.states();
  std::vector<std::pair<std::size_t, std::size_t>> reversed;
  std::vector<int> weights;
  reversed.reserve(space.edges.size() + space.goal_states);
  for (std::size_t from = 0; from < n; ++from)
    for (std::size_t e = space.edge_begin[from]; e < space.edge_begin[from + 1]; ++e) {
      reversed.emplace_back(space.edges[e].to, from);
      weights.push_back(space.edges[e].cost);
    }
  for (std::size_t s = 0; s < n; ++s)
    if (space.goal[s]) {
      reversed.emplace_back(n, s);
      weights.push_back(0);
    }
  Graph graph(boost::edges_are_unsorted_multi_pass, reversed.begin(), reversed.end(), weights.begin(), n + 1);
  std::vector<int> distance(n + 1);
  auto distance_map = boost::make_iterator_property_map(distance.begin(), get(boost::vertex_index, graph));
  boost::dijkstra_shortest_paths(graph, static_cast<Graph::vertex_descriptor>(n),
                                 boost::distance_map(distance_map).distance_inf(std::numeric_limits<int>::max()));
  distance.pop_back();
  for (int& d : distance)
    if (d == std::numeric_limits<int>::max()) d = kUnreachable;
  return distance;
}

}  // namespace polyplan
