// Meeting the backward search: a pull search stopped at a limit leaves the states it reached on
// the environment (pull(keep=true)), each with its pulls to the solved position, and FESS with
// meet=true finishes where it generates one. Every state of whole small spaces is checked: a state
// is known only if a goal is reachable from it (h* finite), its route replays to a goal and is
// never shorter than h*; and the forward search that meets them returns plans that replay.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "planner/search/search_configuration.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"
#include "tests/support/sokoban_verdicts.hpp"

namespace polyplan {
namespace {

TEST(PullRoutes, KnownStatesRouteToAGoalNoShorterThanTheOptimum) {
  std::size_t known = 0, states = 0;
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    test_support::ExploredLevel level(test_support::sokoban_level(title));
    ASSERT_TRUE(level.space.complete) << title;
    SearchLimits few;
    few.nodes = 3;
    SearchResult pulled = SearchConfiguration::parse("pull(keep=true)", "test").run(*level.environment, few);
    if (pulled.status == SearchStatus::Solved) continue;  // nothing left when the start is reached
    const KnownRoutes* routes = level.environment->known_routes();
    ASSERT_NE(routes, nullptr) << title;
    for (StateId id = 0; id < level.space.states(); ++id) {
      ++states;
      StateValues state = level.state(id);
      if (!routes->known(state)) {
        EXPECT_FALSE(routes->route(state, *level.environment)) << title;
        continue;
      }
      ++known;
      ASSERT_GE(level.h_star[id], 0) << title << ": a known state from which no goal is reachable";
      std::optional<std::vector<Move>> route = routes->route(state, *level.environment);
      ASSERT_TRUE(route) << title;
      EXPECT_GE(static_cast<int>(route->size()), level.h_star[id]) << title;
      StateValues next(state.size());
      for (const Move& move : *route) {
        level.environment->apply(state, move, next);
        state.swap(next);
      }
      EXPECT_TRUE(level.environment->is_goal(state)) << title;
    }
  }
  std::printf("pull(keep=true), 3 expansions a level: %zu of %zu reachable states known\n", known, states);
  // Three expansions of the pull search reach a few states a level, some of them forwards.
  EXPECT_GT(known, 20u);
  EXPECT_LT(known, states);
}

TEST(PullRoutes, NoneAreKeptUnlessAsked) {
  Task task(test_support::sokoban_level("two-rooms"));
  Environment environment(task);
  SearchLimits one_node;
  one_node.nodes = 1;
  SearchConfiguration::parse("pull", "test").run(environment, one_node);
  EXPECT_EQ(environment.known_routes(), nullptr);
  SearchConfiguration::parse("pull(keep=true)", "test").run(environment, one_node);
  EXPECT_NE(environment.known_routes(), nullptr);
}

// FESS after a short pull search on Microban: every plan replays, and meeting the pull search's
// states spares expansions on some levels (it can only end the search sooner).
TEST(PullRoutes, FessMeetsThemWithPlansThatReplay) {
  const std::string& microban = test_support::microban_levels;
  POLYPLAN_NEED_SHARED_DATA(microban);
  int sooner = 0, later = 0;
  for (int number = 1; number <= 40; ++number) {
    std::size_t expanded[2] = {0, 0};
    for (int meet = 0; meet < 2; ++meet) {
      Task task(std::move(load_input(microban + "#" + std::to_string(number), {}, domain_registry()).front()));
      Environment environment(task);
      const std::string search = meet ? "portfolio(pull(nodes=200, keep=true), fess(emm, meet=true))"
                                      : "portfolio(pull(nodes=200), fess(emm))";
      SearchResult result = SearchConfiguration::parse(search, "test").run(environment, {});
      ASSERT_EQ(result.status, SearchStatus::Solved) << number << " " << search;
      test_support::expect_replays(environment, result, "Microban " + std::to_string(number) + " " + search);
      expanded[meet] = result.statistics.expanded;
    }
    sooner += expanded[1] < expanded[0];
    later += expanded[1] > expanded[0];
  }
  EXPECT_GT(sooner, 0);
  EXPECT_EQ(later, 0);
}

}  // namespace
}  // namespace polyplan
