#include "planner/search/best_first/search_nodes.hpp"
#include "planner/search/limit_watch.hpp"
#include "planner/search/search_engine.hpp"

namespace polyplan {

SearchResult breadth_first_search(Environment& environment, const SearchLimits& limits) {
  LimitWatch watch(limits);
  SearchNodes nodes(environment.task());
  SearchStatistics stats;
  auto finish = [&](SearchStatus status, Plan plan = {}) {
    return finished_search(status, std::move(plan), stats, watch.elapsed(), nodes.memory_bytes());
  };
  StateValues state = environment.initial_state(), child(state.size());
  bool added = false;
  StateId start = nodes.insert(state, added);
  nodes.reach(start, 0, 0, StateRegistry::kNoState, Move{});
  if (environment.is_goal(state)) return finish(SearchStatus::Solved, nodes.plan_to(start));
  std::vector<Move> moves;
  // Ids are handed out in order of discovery, so the node table itself is the FIFO queue.
  for (StateId id = 0; id < nodes.size(); ++id) {
    if (auto stop = watch.exceeded(stats.expanded, nodes.memory_bytes())) return finish(*stop);
    nodes.unpack(id, state);
    ++stats.expanded;
    stats.max_depth = std::max(stats.max_depth, nodes.depth(id));
    stats.f_bound = stats.max_depth;  // the layer being expanded
    environment.successors(state, moves);
    for (const Move& move : moves) {
      environment.apply(state, move, child);
      ++stats.generated;
      StateId next = nodes.insert(child, added);
      if (!added) continue;
      nodes.reach(next, nodes.g(id) + move.cost, nodes.depth(id) + 1, id, move);
      if (environment.is_goal(child)) {
        return finish(SearchStatus::Solved, nodes.plan_to(next));
      }
    }
  }
  return finish(SearchStatus::Unsolvable);
}

}  // namespace polyplan
