// Every search configuration against the exact oracle (the enumerated state space and its h*) on
// small random instances of each family: optimal configurations must return plans of exactly the
// optimal cost, the others any valid plan, and all of them must agree with the oracle on which
// instances have no solution. Plans are checked by replaying their text, not by trusting the search.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"
#include "tests/support/puzzle_generators.hpp"

namespace polyplan {
namespace {

using test_support::GeneratedInstance;

// The configurations whose plans must be optimal, and those that only promise some plan.
const std::vector<std::string> kOptimalConfigurations{
    "bfs",
    "ucs",
    "astar(blind)",
    "astar(goal-count)",
    "dpastar(goal-count)",
    "astar(goal-count, tiebreak=[h, depth], order=lifo)",
    "astar(goal-count, tiebreak=[inertia, depth])",
    "idastar(goal-count)",
};
const std::vector<std::string> kSatisficingConfigurations{"wastar(goal-count, w=2)", "gbfs(goal-count)"};

struct Tally {
  int instances = 0;
  int solvable = 0;
  int unsolvable = 0;
  int runs = 0;
  int highest_optimal_cost = 0;
  std::size_t most_ida_expansions = 0;
};

// Breadth-first search minimises the number of moves, which is the cost only when every move
// costs 1. Read from the enumerated transitions rather than the domain's cost model: push-optimal
// Sokoban folds free walking into its pushes, so its moves all cost 1 too.
bool every_move_costs_one(const StateSpace& space) {
  return std::all_of(space.edges.begin(), space.edges.end(),
                     [](const StateSpace::Edge& edge) { return edge.cost == 1; });
}

std::string plan_text(Environment& environment, const Plan& plan) {
  return environment.task().agent() >= 0 ? format_lurd(environment, plan) : format_moves(environment, plan);
}

void check_instance(const GeneratedInstance& instance, Tally& tally) {
  SCOPED_TRACE(instance.text);
  Task task(test_support::load_generated(instance));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 2'000'000);
  ASSERT_TRUE(space.complete) << instance.name << ": the oracle needs the whole space";
  const int optimal_cost = goal_distances(space)[0];
  const bool solvable = optimal_cost != kUnreachable;
  ++tally.instances;
  ++(solvable ? tally.solvable : tally.unsolvable);
  tally.highest_optimal_cost = std::max(tally.highest_optimal_cost, optimal_cost);

  auto run = [&](const std::string& text, bool must_be_optimal) {
    SCOPED_TRACE(instance.name + " with " + text);
    SearchConfiguration configuration = SearchConfiguration::parse(text, "test");
    bool tree_search = configuration.algorithm() == "idastar";
    // IDA* cuts cycles only along its current path: proving an instance unsolvable means walking
    // every simple path of the space (over 10^8 expansions on a 360-state 2x3 puzzle), so it
    // runs on solvable instances only. Its node cap stands for "hangs"; graph searches expand each
    // state at most a few times, so theirs is tight.
    if (tree_search && !solvable) return;
    SearchLimits limits{0, 0, tree_search ? std::size_t{5'000'000} : 50 * space.states() + 1000};
    SearchResult result = configuration.run(environment, limits);
    ++tally.runs;
    if (tree_search) tally.most_ida_expansions = std::max(tally.most_ida_expansions, result.statistics.expanded);
    if (!solvable) {
      EXPECT_EQ(result.status, SearchStatus::Unsolvable) << "status " << to_string(result.status);
      EXPECT_TRUE(result.plan.moves.empty());
      return;
    }
    ASSERT_EQ(result.status, SearchStatus::Solved) << "status " << to_string(result.status);
    if (must_be_optimal)
      EXPECT_EQ(result.plan.cost, optimal_cost);
    else
      EXPECT_GE(result.plan.cost, optimal_cost);
    std::string text_of_plan = plan_text(environment, result.plan);
    PlanCheck check = validate_plan(environment, *SourceFile::from_text("plan.txt", text_of_plan));
    EXPECT_TRUE(check.valid) << (check.failure ? check.failure->headline() : "") << "\n" << text_of_plan;
    EXPECT_EQ(check.cost, result.plan.cost) << text_of_plan;
    EXPECT_EQ(check.moves, static_cast<int>(result.plan.moves.size()));
  };

  for (const std::string& text : kOptimalConfigurations) {
    bool promised = text != "bfs" || every_move_costs_one(space);
    EXPECT_TRUE(SearchConfiguration::parse(text, "test").optimal()) << text;
    run(text, promised);
  }
  for (const std::string& text : kSatisficingConfigurations) {
    EXPECT_FALSE(SearchConfiguration::parse(text, "test").optimal()) << text;
    run(text, false);
  }
}

void report(const std::string& family, const Tally& tally) {
  std::cout << "[ oracle   ] " << family << ": " << tally.instances << " instances (" << tally.solvable << " solvable, "
            << tally.unsolvable << " unsolvable, optimal costs up to " << tally.highest_optimal_cost << "), "
            << tally.runs << " search runs, at most " << tally.most_ida_expansions << " IDA* expansions\n";
  ::testing::Test::RecordProperty(family + "_instances", tally.instances);
}

TEST(SearchOracle, SlidingTilesTwoByThreeAndThreeByThree) {
  std::mt19937 rng(20240611);
  Tally tally;
  for (int i = 0; i < 44; ++i)
    check_instance(test_support::sliding_tiles_instance(rng, 2, 3, "tiles-2x3-" + std::to_string(i)), tally);
  for (int i = 0; i < 6; ++i)
    check_instance(test_support::sliding_tiles_instance(rng, 3, 3, "tiles-3x3-" + std::to_string(i)), tally);
  report("sliding-tiles", tally);
  // The seed must give both kinds, or half of the promises go untested.
  EXPECT_GE(tally.solvable, 10);
  EXPECT_GE(tally.unsolvable, 10);
}

TEST(SearchOracle, FlyingBlockFramesTwoColumnsWide) {
  std::mt19937 rng(7177);
  Tally tally;
  for (int i = 0; i < 60; ++i)
    check_instance(test_support::flying_block_instance(rng, "fbp-" + std::to_string(i)), tally);
  report("flying-block", tally);
  EXPECT_GE(tally.solvable, 20);
  EXPECT_GE(tally.unsolvable, 1);
}

TEST(SearchOracle, SokobanPushOptimalAndMoveOptimal) {
  std::mt19937 rng(4242);
  Tally tally;
  // Every third level may start with a box against the wall, which is how most dead levels arise.
  for (int i = 0; i < 30; ++i)
    check_instance(test_support::sokoban_instance(rng, "sokoban", "sokoban-" + std::to_string(i), i % 3 == 0), tally);
  for (int i = 0; i < 30; ++i)
    check_instance(
        test_support::sokoban_instance(rng, "sokoban-moves", "sokoban-moves-" + std::to_string(i), i % 3 == 0), tally);
  report("sokoban", tally);
  EXPECT_GE(tally.solvable, 20);
  EXPECT_GE(tally.unsolvable, 5);
}

}  // namespace
}  // namespace polyplan
