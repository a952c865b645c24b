// Expansions wider than the best-first engine's chunk (it makes and looks up the children of one
// state a few thousand at a time, so that a state with millions of them does not hold them all at
// once). On a strip of 4,200 cells two one-cell pieces fly: every state has exactly 2 x 4,198
// successors, two chunks and more, and the goal (both pieces moved to the far end) costs exactly 2,
// since each piece must move and each can fly straight to its goal cell. A child mapped to the
// wrong move or the wrong chunk would give a plan that does not replay, or another cost.
#include <gtest/gtest.h>

#include <string>

#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/puzzle_generators.hpp"

namespace polyplan {
namespace {

constexpr int kCells = 4200;
constexpr std::size_t kSuccessorsOfEveryState = 2 * (kCells - 2);

test_support::GeneratedInstance strip() {
  const std::string row = "AB" + std::string(kCells - 2, '.');
  return {"strip", "(define (problem strip) (:domain flying-block)\n  (:board \"\"\"\n" + row +
                       "\n\"\"\")\n  (:goal (and (at A (0 " + std::to_string(kCells - 1) + ")) (at B (0 " +
                       std::to_string(kCells - 2) + ")))))"};
}

TEST(WideExpansion, ChildrenMadeInChunksGiveTheOptimalCostAndAPlanThatReplays) {
  Task task(test_support::load_generated(strip()));
  Environment environment(task);
  for (const char* text : {"astar(goal-count)", "dpastar(goal-count)", "gbfs(goal-count)", "wastar(goal-count, w=2)"}) {
    SCOPED_TRACE(text);
    SearchResult result = SearchConfiguration::parse(text, "test").run(environment, SearchLimits{0, 0, 100});
    ASSERT_EQ(result.status, SearchStatus::Solved);
    EXPECT_EQ(result.plan.cost, 2);
    EXPECT_EQ(result.statistics.generated, kSuccessorsOfEveryState * result.statistics.expanded);
    PlanCheck check =
        validate_plan(environment, *SourceFile::from_text("<plan>", format_moves(environment, result.plan)));
    EXPECT_TRUE(check.valid) << (check.failure ? check.failure->headline() : "");
    EXPECT_EQ(check.cost, 2);
  }
}

}  // namespace
}  // namespace polyplan
