// bucket=K groups f values K at a time and lets the tie keys order each group: a plan from A*
// then costs at most K - 1 more than the optimum, and the configuration no longer promises optimal
// plans.
#include <gtest/gtest.h>

#include "parser/input_error.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

TEST(FBucket, AStarStaysWithinTheBucketOfTheOptimum) {
  int above_optimum = 0;
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    int optimum = SearchConfiguration::parse("bfs", "test").run(environment, {}).plan.cost;
    for (int bucket : {1, 2, 3, 5, 8}) {
      // inertia within a group prefers one box's pushes, which drifts off optimal plans.
      std::string text = "astar(box-distance, tiebreak=[inertia, depth], bucket=" + std::to_string(bucket) + ")";
      SearchResult result = SearchConfiguration::parse(text, "test").run(environment, {});
      ASSERT_EQ(result.status, SearchStatus::Solved) << title << ' ' << text;
      EXPECT_GE(result.plan.cost, optimum) << title << ' ' << text;
      EXPECT_LE(result.plan.cost, optimum + bucket - 1) << title << ' ' << text;
      above_optimum += result.plan.cost > optimum;
    }
  }
  std::cout << "[ bucket ] " << above_optimum << " plans above the optimum\n";
}

TEST(FBucket, OnlyBucketOneKeepsTheOptimalityPromise) {
  EXPECT_TRUE(SearchConfiguration::parse("astar(emm, bucket=1)", "test").optimal());
  EXPECT_FALSE(SearchConfiguration::parse("astar(emm, bucket=2)", "test").optimal());
  EXPECT_THROW(SearchConfiguration::parse("astar(emm, bucket=0)", "test"), InputError);
}

}  // namespace
}  // namespace polyplan
