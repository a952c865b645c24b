// Searches that know a child's parent evaluate the child through Heuristic::evaluate_child, with
// the parent the child was made from; only the start goes through evaluate. Sokoban's local
// deadlock search looks round the box the last move pushed, which it reads off that parent.
#include <gtest/gtest.h>

#include <algorithm>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/search/feature_space/feature_space_search.hpp"
#include "planner/search/search_engine.hpp"

namespace polyplan {
namespace {

// Counts the calls, and checks that each child is one move from its parent.
class ParentChecking final : public Heuristic {
 public:
  explicit ParentChecking(Environment& environment) : environment_(environment) {}
  int evaluate(StateView) override {
    ++alone;
    return 0;
  }
  int evaluate_child(StateView child, StateView parent) override {
    ++with_parent;
    std::vector<Move> moves;
    environment_.successors(parent, moves);
    std::vector<std::uint32_t> made(parent.size());
    const bool one_move = std::any_of(moves.begin(), moves.end(), [&](const Move& move) {
      environment_.apply(parent, move, made);
      return std::equal(made.begin(), made.end(), child.begin(), child.end());
    });
    not_children += !one_move;
    return 0;
  }
  std::size_t alone = 0, with_parent = 0, not_children = 0;

 private:
  Environment& environment_;
};

Task eight_puzzle() {
  return Task(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry())
          .front());
}

TEST(SearchParentEvaluation, BestFirstEvaluatesEveryChildWithItsParent) {
  Task task = eight_puzzle();
  Environment environment(task);
  Environment checker(task);
  ParentChecking heuristic(checker);
  SearchResult result = best_first_search(environment, &heuristic, BestFirstSettings{}, SearchLimits{});
  ASSERT_EQ(result.status, SearchStatus::Solved);
  EXPECT_EQ(heuristic.alone, 1u);
  EXPECT_EQ(heuristic.with_parent + heuristic.alone, result.statistics.evaluated);
  EXPECT_GT(heuristic.with_parent, 0u);
  EXPECT_EQ(heuristic.not_children, 0u);
}

TEST(SearchParentEvaluation, FeatureSpaceSearchEvaluatesEveryChildWithItsParent) {
  Task task = eight_puzzle();
  Environment environment(task);
  Environment checker(task);
  ParentChecking heuristic(checker);
  FeatureSpaceSettings settings;
  settings.space.names = {"blank"};
  settings.space.project = [&](StateView state, std::span<int> features) { features[0] = static_cast<int>(state[0]); };
  settings.reduce_symmetry = false;
  SearchResult result = feature_space_search(environment, &heuristic, settings, SearchLimits{});
  ASSERT_EQ(result.status, SearchStatus::Solved);
  EXPECT_EQ(heuristic.alone, 1u);
  EXPECT_EQ(heuristic.with_parent + heuristic.alone, result.statistics.evaluated);
  EXPECT_GT(heuristic.with_parent, 0u);
  EXPECT_EQ(heuristic.not_children, 0u);
}

}  // namespace
}  // namespace polyplan
