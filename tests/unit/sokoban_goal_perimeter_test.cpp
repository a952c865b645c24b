// The goal perimeter and the meet macro: on whole state spaces every state the perimeter holds has
// its exact push distance, every state within its complete distance is in it, the push it names
// leads one push closer, and A* with the macro returns the breadth-first optimum with a plan that
// replays.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "domains/move_macro.hpp"
#include "domains/sokoban/goal_perimeter.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

std::vector<std::uint16_t> key_of(const SokobanBoard& board, const StateValues& state) {
  std::vector<int> cells;
  board.box_cells(state, cells);
  std::sort(cells.begin(), cells.end());
  std::vector<std::uint16_t> key(cells.begin(), cells.end());
  key.push_back(static_cast<std::uint16_t>(board.agent_cell(state)));
  return key;
}

// Checks the perimeter of `max_states` states against the exact distances of the whole space;
// returns how many states of the space it holds.
std::size_t check_perimeter(ExploredLevel& level, std::size_t max_states, const std::string& name) {
  SokobanBoard board(*level.task, "test");
  GoalPerimeter perimeter(board, max_states);
  MoveMacro meet = move_macro_registry().find("meet")->create(*level.environment);
  std::size_t held = 0;
  std::vector<Move> moves;
  StateValues child(level.task->pieces().size());
  for (StateId id = 0; id < level.h_star.size(); ++id) {
    const StateValues state = level.state(id);
    const int exact = level.h_star[id];
    const GoalPerimeter::Step* step = perimeter.find(key_of(board, state));
    if (step == nullptr) {
      EXPECT_TRUE(exact == kUnreachable || exact > perimeter.complete_distance())
          << name << " state " << id << " at distance " << exact << " is missing from a perimeter complete to "
          << perimeter.complete_distance();
      continue;
    }
    ++held;
    EXPECT_EQ(step->distance, exact) << name << " state " << id;
    if (max_states < 500'000) continue;  // the macro's own perimeter is the full-size one
    level.environment->successors(state, moves);
    meet(state, moves);
    if (exact == 0) continue;
    EXPECT_EQ(moves.size(), 1u) << name << " state " << id;
    if (moves.size() != 1) continue;
    EXPECT_EQ(moves.front().cost, 1);
    level.environment->apply(state, moves.front(), child);
    const StateId next = level.space.registry->find(child);
    EXPECT_NE(next, StateRegistry::kNoState) << name << ": the meet push leads outside the space";
    if (next == StateRegistry::kNoState) continue;
    EXPECT_EQ(level.h_star[next], exact - 1) << name << " state " << id;
  }
  EXPECT_GE(perimeter.size(), held);
  return held;
}

TEST(GoalPerimeter, HoldsExactDistancesAndTheMacroPushGoesOneCloser) {
  std::size_t held = 0;
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    ExploredLevel level(test_support::sokoban_level(title));
    held += check_perimeter(level, 500'000, title);
  }
  EXPECT_GT(held, 1000u);
}

TEST(GoalPerimeter, ACutShortPerimeterIsCompleteToItsDistance) {
  std::size_t held = 0;
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    ExploredLevel level(test_support::sokoban_level(title));
    SokobanBoard board(*level.task, "test");
    GoalPerimeter small(board, 150);
    EXPECT_GE(small.complete_distance(), 0) << title;
    held += check_perimeter(level, 150, title);
  }
  EXPECT_GT(held, 500u);
}

TEST(GoalPerimeter, MicrobanStatesMeetTheirExactDistance) {
  const std::string& microban = test_support::microban_levels;
  if (!std::filesystem::exists(microban)) GTEST_SKIP() << "shared benchmark data not found at " << microban;
  std::size_t held = 0;
  int levels = test_support::for_each_small_microban_level(60, 40'000, [&](int number, ExploredLevel& level) {
    held += check_perimeter(level, 500'000, "Microban " + std::to_string(number));
  });
  EXPECT_GT(levels, 10);
  EXPECT_GT(held, 5'000u);
}

TEST(GoalPerimeter, UnsolvableAndExtraGoalLevelsGetNone) {
  // The unsolvable corpus levels have perimeters, but none of their reachable states is in them.
  for (const std::string& title : test_support::unsolvable_sokoban_levels) {
    ExploredLevel level(test_support::sokoban_level(title));
    EXPECT_EQ(check_perimeter(level, 500'000, title), 0u) << title;
  }
  // More goals than boxes: no single solved arrangement to pull from.
  Task task(test_support::sokoban_text("extra-goal", "#######\n#@ $..#\n#######\n"));
  EXPECT_EQ(GoalPerimeter(SokobanBoard(task, "test"), 1000).size(), 0u);
}

TEST(GoalPerimeter, AStarWithTheMacroIsOptimalAndItsPlanReplays) {
  for (const char* title : {"pillars", "two-rooms", "corridor-rooms"}) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    SearchResult bfs = SearchConfiguration::parse("bfs", "test").run(environment, {});
    SearchConfiguration meet = SearchConfiguration::parse("astar(emm, prune=pi-corral, macros=[tunnel, meet])", "test");
    SearchResult found = meet.run(environment, {});
    ASSERT_EQ(bfs.status, SearchStatus::Solved) << title;
    ASSERT_EQ(found.status, SearchStatus::Solved) << title;
    EXPECT_EQ(found.plan.cost, bfs.plan.cost) << title;
    EXPECT_TRUE(meet.optimal());
    PlanCheck check = validate_plan(environment, *SourceFile::from_text("meet.plan", format_lurd(environment, found.plan)));
    EXPECT_TRUE(check.valid) << title;
    EXPECT_EQ(check.cost, bfs.plan.cost) << title;
  }
}

TEST(GoalPerimeter, OnlyThePushOptimalDomainTakesTheMacro) {
  LoadOptions options;
  options.sokoban_domain = "sokoban-moves";
  Task task(std::move(load_input(test_support::sokoban_corpus + "#pillars", options, domain_registry()).front()));
  Environment environment(task);
  try {
    move_macro_registry().find("meet")->create(environment);
    ADD_FAILURE() << "the meet macro accepted sokoban-moves";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "macros: error: meet needs walking to be free (domain sokoban): the perimeter's states are push counts");
  }
}

}  // namespace
}  // namespace polyplan
