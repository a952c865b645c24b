#include "planner/search/limit_watch.hpp"
#include "planner/search/search_engine.hpp"
#include "planner/search/search_nodes.hpp"

namespace polyplan {

SearchResult breadth_first_search(Environment& environment, const SearchLimits& limits) {
  LimitWatch watch(limits);
  SearchNodes nodes(environment.task());
  SearchResult result;
  SearchStatistics& stats = result.statistics;
  auto finish = [&](SearchStatus status) {
    result.status = status;
    stats.time_s = watch.elapsed();
    stats.memory_bytes = nodes.memory_bytes();
    if (status == SearchStatus::Solved)
      stats.ebf = effective_branching_factor(stats.expanded, static_cast<int>(result.plan.moves.size()));
    return result;
  };
  StateValues state = environment.initial_state(), child(state.size());
  bool added = false;
  StateId start = nodes.insert(state, added);
  nodes.reach(start, 0, 0, StateRegistry::kNoState, Move{});
  if (environment.is_goal(state)) return finish(SearchStatus::Solved);
  std::vector<Move> moves;
  // Ids are handed out in order of discovery, so the node table itself is the FIFO queue.
  for (StateId id = 0; id < nodes.size(); ++id) {
    if (auto stop = watch.exceeded(stats.expanded, nodes.memory_bytes())) return finish(*stop);
    nodes.unpack(id, state);
    ++stats.expanded;
    stats.max_depth = std::max(stats.max_depth, nodes.depth(id));
    environment.successors(state, moves);
    for (const Move& move : moves) {
      environment.apply(state, move, child);
      ++stats.generated;
      StateId next = nodes.insert(child, added);
      if (!added) continue;
      nodes.reach(next, nodes.g(id) + move.cost, nodes.depth(id) + 1, id, move);
      if (environment.is_goal(child)) {
        result.plan = nodes.plan_to(next);
        return finish(SearchStatus::Solved);
      }
    }
  }
  return finish(SearchStatus::Unsolvable);
}

}  // namespace polyplan
