// A portfolio on several threads (--threads): the time a starting stage gets is the one-thread share
// of what all threads can still give, exactly the one-thread rule with one thread; stages side by
// side find plans of the same optimal cost; the first stage to end the task cancels the others,
// which stop at their next limit check or inside a long step; a stage starts with the known routes
// of the stage that ended before it. No test here asserts how fast anything runs: the time limits
// below are safety nets only.
#include <gtest/gtest.h>

#include <atomic>

#include "parser/input_error.hpp"
#include "planner/search/built_apart.hpp"
#include "planner/search/limit_watch.hpp"
#include "planner/search/portfolio/portfolio.hpp"
#include "planner/search/portfolio/stage_time.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/scoped_cache_directory.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"
#include "tests/support/sokoban_verdicts.hpp"
#include "tests/support/tile_problems.hpp"

namespace polyplan {
namespace {

SearchLimits on_threads(unsigned threads) {
  SearchLimits limits;
  limits.threads = threads;
  return limits;
}

TEST(ParallelPortfolio, OneThreadGetsExactlyTheOneThreadShare) {
  const std::vector<std::vector<double>> weights{{}, {2, 4, 1, 10, 10}, {1, 3, 1, 0.5, 7}};
  for (double left : {60.0, 1.0 / 3, 0.1, 12345.678, 1e-3})
    for (const std::vector<double>& shares : weights)
      for (std::size_t stage = 0; stage < 5; ++stage) {
        const double share = portfolio_share(shares, 5, stage);
        EXPECT_EQ(stage_time_limit(left, {}, 1, share), left * share) << left << " " << stage;
      }
}

// Sixty seconds, two threads, shares=[1, 3, 1]: the first stage gets a fifth of the 120 s both
// threads can give; the second, starting beside it, 3/4 of the 60 s its own thread gives and the
// 36 s the first one's gives after its 24 s, capped at the 60 s left.
TEST(ParallelPortfolio, AStageGetsItsShareOfWhatEveryThreadCanStillGive) {
  const std::vector<double> shares{1, 3, 1};
  EXPECT_DOUBLE_EQ(stage_time_limit(60, {}, 2, portfolio_share(shares, 3, 0)), 24);
  const std::vector<double> first{24};
  EXPECT_DOUBLE_EQ(stage_time_limit(60, first, 2, portfolio_share(shares, 3, 1)), 60);
  // Ten seconds later the first stage has stopped, the second has 50 s left: the last stage gets
  // what its thread gives (50 s) and nothing of the busy one's, which gives 0 after its limit.
  const std::vector<double> second{50};
  EXPECT_DOUBLE_EQ(stage_time_limit(50, second, 2, portfolio_share(shares, 3, 2)), 50);
  // With four threads and a stage 20 s from its limit, 40 s left: 3 x 40 + 20 = 140 s of capacity.
  const std::vector<double> one{20};
  EXPECT_DOUBLE_EQ(stage_time_limit(40, one, 4, 0.25), 35);
  // A stage past its limit that has not stopped yet holds its thread for nothing.
  const std::vector<double> late{-0.5};
  EXPECT_DOUBLE_EQ(stage_time_limit(40, late, 2, 0.25), 20);
}

TEST(ParallelPortfolio, TwoThreadsFindTheOptimalCostAndProveTheUnsolvable) {
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    const int optimum = SearchConfiguration::parse("bfs", "test").run(environment, {}).plan.cost;
    SearchConfiguration portfolio = SearchConfiguration::parse("portfolio(astar(blind), astar(emm))", "test");
    SearchResult result = portfolio.run(environment, on_threads(2));
    ASSERT_EQ(result.status, SearchStatus::Solved) << title;
    EXPECT_EQ(result.plan.cost, optimum) << title;
    test_support::expect_replays(environment, result, title);
    // The first stage may end the task before the second thread takes the second stage.
    const std::vector<StageOutcome>& stages = result.statistics.stages;
    ASSERT_GE(stages.size(), 1u) << title;
    std::size_t expanded = 0;
    for (const StageOutcome& stage : stages) {
      EXPECT_TRUE(stage.status == SearchStatus::Solved || stage.status == SearchStatus::Cancelled) << title;
      EXPECT_GE(stage.thread, 1) << title;
      expanded += stage.expanded;
    }
    EXPECT_EQ(result.statistics.expanded, expanded) << title;
  }
  for (const std::string& title : test_support::unsolvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    SearchResult result =
        SearchConfiguration::parse("portfolio(astar(emm), astar(blind))", "test").run(environment, on_threads(2));
    EXPECT_EQ(result.status, SearchStatus::Unsolvable) << title;
  }
}

// A 15-puzzle 33 moves from its goal: breadth-first search does not finish it (it has reached
// depth 20 after three seconds and 380 MB), A* with linear conflicts does in some 12,000
// expansions.
const std::string kThirtyThreeMoves = "1 4 5 3 2 9 6 11 7 0 13 14 15 12 1 8 10";

// Limits no stage below should reach: a run that did would fail its test rather than hang.
SearchLimits safety_net(unsigned threads) {
  SearchLimits limits = on_threads(threads);
  limits.time_s = 300;
  limits.memory_bytes = std::size_t(4) << 30;
  return limits;
}

// Side by side, A* solves the puzzle and breadth-first search is cancelled; it can end no other way
// before the safety net.
TEST(ParallelPortfolio, TheFirstStageToSolveCancelsTheOthers) {
  Task task(test_support::tile_line(kThirtyThreeMoves));
  Environment environment(task);
  const int optimum = SearchConfiguration::parse("astar(linear-conflict)", "test").run(environment, {}).plan.cost;
  SearchResult result =
      SearchConfiguration::parse("portfolio(bfs, astar(linear-conflict))", "test").run(environment, safety_net(2));
  ASSERT_EQ(result.status, SearchStatus::Solved);
  EXPECT_EQ(result.plan.cost, optimum);
  const std::vector<StageOutcome>& stages = result.statistics.stages;
  ASSERT_EQ(stages.size(), 2u);
  EXPECT_EQ(stages[0].status, SearchStatus::Cancelled);
  EXPECT_EQ(stages[1].status, SearchStatus::Solved);
  EXPECT_GT(stages[0].expanded, 0u) << "the cancelled stage's work is counted";
  EXPECT_EQ(result.statistics.expanded, stages[0].expanded + stages[1].expanded);
  EXPECT_NE(stages[0].thread, stages[1].thread);
}

// A stage that throws (here a heuristic made for another family) cancels the others and the
// portfolio throws it, as one thread does when it reaches that stage.
TEST(ParallelPortfolio, AStageThatThrowsCancelsTheOthersAndIsReported) {
  Task task(test_support::tile_line(kThirtyThreeMoves));
  Environment environment(task);
  SearchConfiguration portfolio = SearchConfiguration::parse("portfolio(bfs, astar(primitive))", "test");
  EXPECT_THROW(portfolio.run(environment, safety_net(2)), NotApplicable);
}

// Cancelling reaches inside a long step: a tile pattern database's build stops at once, caching
// nothing, as it does at a limit.
TEST(ParallelPortfolio, ACancelledStageStopsInsideATableBuild) {
  test_support::ScopedCacheDirectory cache("polyplan-cancel-build");
  Task task(test_support::tile_line("1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"));
  Environment environment(task);
  std::atomic<bool> cancelled{true};
  CancelScope scope(&cancelled);
  SearchResult result = SearchConfiguration::parse("idastar(tile-pdb)", "test").run(environment, {});
  EXPECT_EQ(result.status, SearchStatus::Cancelled);
  EXPECT_TRUE(cache.files().empty());
}

TEST(ParallelPortfolio, TheCancelFlagReachesLimitChecksAndHelperThreads) {
  std::atomic<bool> flag{false};
  CancelScope scope(&flag);
  LimitWatch watch({});
  EXPECT_FALSE(watch.exceeded(0, 0));
  EXPECT_FALSE(due_stop());
  flag = true;
  EXPECT_EQ(watch.exceeded(0, 0), SearchStatus::Cancelled);
  EXPECT_EQ(due_stop(), StopCause::Cancel);
  auto seen = built_apart<bool>(3, [](std::size_t) { return std::make_unique<bool>(CancelScope::raised()); });
  for (const auto& raised : seen) EXPECT_TRUE(*raised);
  {
    CancelScope none(nullptr);
    EXPECT_TRUE(CancelScope::raised()) << "a scope with no flag keeps the one around it";
  }
}

// A stage that ended hands the states it left (pull(keep=true)) to the stages that start after it,
// and the environment keeps them at the end, as with one thread.
TEST(ParallelPortfolio, KnownRoutesPassToLaterStagesAndStayOnTheEnvironment) {
  Task task(test_support::sokoban_level("two-rooms"));
  Environment environment(task);
  SearchResult result = SearchConfiguration::parse("portfolio(pull(keep=true, nodes=1), astar(blind, nodes=1))", "test")
                            .run(environment, on_threads(2));
  EXPECT_EQ(result.status, SearchStatus::NodeLimit);
  EXPECT_NE(environment.known_routes(), nullptr);
}

// Microban 36: FESS after 200 pull expansions meets their states after 546 expansions (7,415
// without them). On two threads the FESS stage can start only once the pull stage has ended (the
// blind A* beside it ends only by solving the level, which ends the portfolio), so it meets the
// same states and expands exactly as many as after the pull stage on one thread.
TEST(ParallelPortfolio, AStageStartsWithTheRoutesOfTheStageThatEndedBeforeIt) {
  const std::string& microban = test_support::microban_levels;
  POLYPLAN_NEED_SHARED_DATA(microban);
  Task task(std::move(load_input(microban + "#36", {}, domain_registry()).front()));
  Environment one(task);
  SearchResult sequential =
      SearchConfiguration::parse("portfolio(pull(nodes=200, keep=true), fess(emm, meet=true))", "test").run(one, {});
  ASSERT_EQ(sequential.statistics.stages.size(), 2u);
  Environment two(task);
  SearchResult parallel =
      SearchConfiguration::parse("portfolio(pull(nodes=200, keep=true), astar(blind), fess(emm, meet=true))", "test")
          .run(two, on_threads(2));
  ASSERT_EQ(parallel.status, SearchStatus::Solved);
  test_support::expect_replays(two, parallel, "Microban 36");
  const std::vector<StageOutcome>& stages = parallel.statistics.stages;
  if (stages.size() == 2) {
    // The blind A* solved the level first (some 129,000 expansions against 200): nothing to compare.
    EXPECT_EQ(stages[1].status, SearchStatus::Solved);
    return;
  }
  ASSERT_EQ(stages.size(), 3u);
  EXPECT_EQ(stages[0].status, SearchStatus::NodeLimit);
  EXPECT_EQ(stages[2].status, SearchStatus::Solved);
  EXPECT_EQ(stages[2].expanded, sequential.statistics.stages[1].expanded);
  EXPECT_GE(stages[2].start_s + 1e-9, stages[0].start_s + stages[0].time_s) << "it started after the pull ended";
}

}  // namespace
}  // namespace polyplan
