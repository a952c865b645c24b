#include "planner/state_space_export.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphml.hpp>
#include <boost/graph/graphviz.hpp>
#include <boost/property_map/dynamic_property_map.hpp>

namespace polyplan {
namespace {

struct VertexData {
  std::string state;
  bool goal = false;
  int h_star = kUnreachable;
};
struct EdgeData {
  int cost = 1;
};
using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, VertexData, EdgeData>;

}  // namespace

std::string describe_state(const Task& task, StateView state) {
  std::string out;
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    if (!out.empty()) out += ' ';
    out += task.pieces()[p].name;
    for (int floor : task.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
      out += to_string(task.frame().coord(floor));
  }
  return out;
}

void write_state_space(std::ostream& out, const StateSpace& space, const Task& task, const std::vector<int>& h_star,
                       GraphFormat format) {
  Graph graph(space.states());
  StateValues values(task.pieces().size());
  for (std::size_t s = 0; s < space.states(); ++s) {
    space.registry->unpack(static_cast<StateId>(s), values);
    graph[s] = VertexData{describe_state(task, values), space.goal[s], h_star[s]};
    for (std::size_t e = space.edge_begin[s]; e < space.edge_begin[s + 1]; ++e)
      add_edge(s, space.edges[e].to, EdgeData{space.edges[e].cost}, graph);
  }
  boost::dynamic_properties properties(boost::ignore_other_properties);
  properties.property("state", get(&VertexData::state, graph));
  properties.property("goal", get(&VertexData::goal, graph));
  properties.property("h_star", get(&VertexData::h_star, graph));
  properties.property("cost", get(&EdgeData::cost, graph));
  if (format == GraphFormat::GraphMl) {
    boost::write_graphml(out, graph, properties, true);
  } else {
    properties.property("node_id", get(boost::vertex_index, graph));
    boost::write_graphviz_dp(out, graph, properties);
  }
}

}  // namespace polyplan
