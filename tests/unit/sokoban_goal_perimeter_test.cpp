// The goal perimeter, the meet macro and the perimeter bound of the Sokoban heuristics: on whole state spaces every state the perimeter holds has
// its exact push distance, every state within its complete distance is in it, the push it names
// leads one push closer, and A* with the macro returns the breadth-first optimum with a plan that
// replays.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "domains/move_macro.hpp"
#include "domains/sokoban/structure/goal_perimeter.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/shared_data.hpp"
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
  POLYPLAN_NEED_SHARED_DATA(microban);
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
    PlanCheck check =
        validate_plan(environment, *SourceFile::from_text("meet.plan", format_lurd(environment, found.plan)));
    EXPECT_TRUE(check.valid) << title;
    EXPECT_EQ(check.cost, bfs.plan.cost) << title;
  }
}

// perimeter=N on a Sokoban heuristic: on every state of whole spaces it never overestimates, stays
// consistent where the heuristic it raises is, raises it somewhere (a small perimeter through its
// depth bound), and a perimeter the pull search exhausted makes every unsolvable state a dead end.
TEST(GoalPerimeter, RaisedHeuristicsPassTheExhaustiveAudit) {
  std::size_t states = 0, raised = 0, dead = 0;
  for (Problem& problem :
       test_support::corpus_and_rooms(7, 8, "perimeter-room", false, [](int) { return "sokoban"; })) {
    ExploredLevel level(std::move(problem));
    ASSERT_TRUE(level.space.complete);
    const std::string name = level.task->problem().name;
    states += level.space.states();
    std::vector<std::vector<int>> values;
    for (const char* text : {"emm", "emm(perimeter=150)", "emm(perimeter=2000000)", "box-distance(perimeter=150)"}) {
      HeuristicChoice choice = parse_heuristic(text, "test");
      std::unique_ptr<Heuristic> heuristic = choice.plugin->create(*level.environment, choice.options);
      HeuristicAudit audit = audit_heuristic(level.space, level.h_star, *heuristic, *level.task);
      EXPECT_EQ(audit.admissibility_violations, 0u) << text << " on " << name;
      EXPECT_EQ(audit.goal_violations, 0u) << text << " on " << name;
      if (choice.plugin->properties.consistent) {
        EXPECT_EQ(audit.consistency_violations, 0u) << text << " on " << name;
      }
      values.emplace_back();
      for (StateId id = 0; id < level.space.states(); ++id)
        values.back().push_back(heuristic->evaluate(level.state(id)));
    }
    for (StateId id = 0; id < level.space.states(); ++id) {
      const bool base_dead = values[0][id] == Heuristic::kDeadEnd;
      if (!base_dead) {
        EXPECT_TRUE(values[1][id] == Heuristic::kDeadEnd || values[1][id] >= values[0][id]) << name << " state " << id;
        raised += values[1][id] > values[0][id];
      }
      if (level.h_star[id] == kUnreachable) {
        EXPECT_EQ(values[2][id], Heuristic::kDeadEnd) << name << " state " << id << " (the whole perimeter misses it)";
        dead += !base_dead;
      } else {
        EXPECT_EQ(values[2][id], level.h_star[id]) << name << " state " << id << " (the whole perimeter is exact)";
      }
    }
  }
  std::cout << "[ sokoban  ] " << states << " states; a 150-state perimeter raises emm on " << raised
            << "; the whole one finds " << dead << " dead ends emm misses\n";
  EXPECT_GT(raised, 0u);
  EXPECT_GT(dead, 0u);
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
  try {
    HeuristicChoice choice = parse_heuristic("emm(perimeter=1000)", "test");
    choice.plugin->create(environment, choice.options);
    ADD_FAILURE() << "emm(perimeter=1000) accepted sokoban-moves";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "heuristic: error: emm with perimeter= needs walking to be free (domain sokoban): the perimeter counts "
              "pushes");
  }
}

}  // namespace
}  // namespace polyplan
