// A* stays optimal with an admissible but inconsistent heuristic because it re-opens closed
// states when a cheaper path to them appears.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/search/search_engine.hpp"
#include "planner/state_space.hpp"

namespace polyplan {
namespace {

// h* on some states and 0 on the others: never above h*, so admissible, but it drops from h* to
// 0 across many moves, so it is inconsistent.
class PatchyExact final : public Heuristic {
 public:
  PatchyExact(StateSpace& space, std::vector<int> h_star) : space_(space), h_star_(std::move(h_star)) {}
  int evaluate(StateView state) override {
    StateId id = space_.registry->find(state);
    return id % 3 == 0 ? h_star_[id] : 0;
  }

 private:
  StateSpace& space_;
  std::vector<int> h_star_;
};

TEST(SearchReopening, AStarIsOptimalWithAnInconsistentAdmissibleHeuristic) {
  Task task(load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry())
                .front());
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 1'000'000);
  std::vector<int> h_star = goal_distances(space);
  PatchyExact heuristic(space, h_star);
  std::size_t inconsistent_moves = 0;
  std::vector<int> h(space.states());
  for (StateId id = 0; id < space.states(); ++id) h[id] = id % 3 == 0 ? h_star[id] : 0;
  for (StateId from = 0; from < space.states(); ++from)
    for (std::size_t e = space.edge_begin[from]; e < space.edge_begin[from + 1]; ++e)
      inconsistent_moves += h[from] > space.edges[e].cost + h[space.edges[e].to];
  ASSERT_GT(inconsistent_moves, 0u) << "the heuristic must be inconsistent for this test to mean anything";

  BestFirstSettings settings;
  SearchResult result = best_first_search(environment, &heuristic, settings, SearchLimits{});
  ASSERT_EQ(result.status, SearchStatus::Solved);
  EXPECT_EQ(result.plan.cost, 14);
  EXPECT_GT(result.statistics.reopened, 0u);
}

}  // namespace
}  // namespace polyplan
