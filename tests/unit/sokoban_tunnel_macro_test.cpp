// Tunnel macros keep push-optimal plans: on whole state spaces every state's push distance to the
// goal is the same with the macros in place of the pushes they replace (alone and after the
// PI-corral pruner), A* with them returns the breadth-first optimum, and the plan it prints, one
// letter per push, replays.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <limits>

#include "domains/move_macro.hpp"
#include "domains/move_pruner.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

const std::string kTunnelLevels = std::string(POLYPLAN_SOURCE_DIR) + "/tests/sokoban/tunnel-levels.xsb";

Problem tunnel_level(const std::string& title) {
  return std::move(load_input(kTunnelLevels + "#" + title, {}, domain_registry()).front());
}

// The push distance of every state of the space when each state's moves are those the pruner
// keeps (if any) with the macros in place, by value iteration from the goals; and how many macro
// moves (moves of more than one push) the space has.
struct MacroDistances {
  std::vector<int> distance;
  int macro_moves = 0;
};

MacroDistances macro_distances(ExploredLevel& level, bool with_pruner) {
  Environment& environment = *level.environment;
  MoveMacro macro = move_macro_registry().find("tunnel")->create(environment);
  MovePruner pruner = with_pruner ? move_pruner_registry().find("pi-corral")->create(environment) : MovePruner{};
  const std::size_t count = level.h_star.size();
  constexpr int kUnknown = std::numeric_limits<int>::max();
  // Every state's successors under the macros, as (cost, state id).
  std::vector<std::vector<std::pair<int, StateId>>> edges(count);
  MacroDistances result;
  std::vector<Move> moves;
  StateValues child(level.task->pieces().size());
  for (StateId id = 0; id < count; ++id) {
    StateValues state = level.state(id);
    environment.successors(state, moves);
    if (pruner) pruner(state, moves);
    macro(state, moves);
    for (const Move& move : moves) {
      environment.apply(state, move, child);
      StateId found = level.space.registry->find(child);
      EXPECT_NE(found, StateRegistry::kNoState) << "a macro leads outside the reachable space";
      if (found == StateRegistry::kNoState) continue;
      edges[id].emplace_back(move.cost, found);
      result.macro_moves += move.cost > 1;
    }
  }
  result.distance.assign(count, kUnknown);
  for (StateId id = 0; id < count; ++id)
    if (level.space.goal[id]) result.distance[id] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (StateId id = 0; id < count; ++id)
      for (auto [cost, next] : edges[id])
        if (result.distance[next] != kUnknown && result.distance[next] + cost < result.distance[id]) {
          result.distance[id] = result.distance[next] + cost;
          changed = true;
        }
  }
  for (int& d : result.distance)
    if (d == kUnknown) d = kUnreachable;
  return result;
}

TEST(TunnelMacro, EveryStateKeepsItsPushDistance) {
  int macros = 0, states = 0;
  std::vector<Problem> levels;
  for (const char* title : {"drop", "corridor-room", "ring"}) levels.push_back(tunnel_level(title));
  for (const std::string& title : test_support::solvable_sokoban_levels)
    levels.push_back(test_support::sokoban_level(title));
  for (Problem& problem : levels) {
    std::string name = problem.name;
    ExploredLevel level(std::move(problem));
    ASSERT_TRUE(level.space.complete) << name;
    for (bool with_pruner : {false, true}) {
      MacroDistances macro = macro_distances(level, with_pruner);
      for (std::size_t id = 0; id < level.h_star.size(); ++id)
        ASSERT_EQ(macro.distance[id], level.h_star[id])
            << name << " state " << id << (with_pruner ? " with PI-corrals" : "");
      macros += macro.macro_moves;
    }
    states += static_cast<int>(level.h_star.size());
  }
  EXPECT_GT(macros, 0);
  EXPECT_GT(states, 1000);
}

// The published levels have real tunnels: the same check on the Microban levels whose whole space
// is small (when the shared data is there).
TEST(TunnelMacro, MicrobanStatesKeepTheirPushDistances) {
  const std::string& microban = test_support::microban_levels;
  POLYPLAN_NEED_SHARED_DATA(microban);
  int macros = 0;
  int levels = test_support::for_each_small_microban_level(60, 40'000, [&](int number, ExploredLevel& level) {
    MacroDistances macro = macro_distances(level, true);
    for (std::size_t id = 0; id < level.h_star.size(); ++id)
      ASSERT_EQ(macro.distance[id], level.h_star[id]) << "Microban " << number << " state " << id;
    macros += macro.macro_moves;
  });
  EXPECT_GT(levels, 20);
  EXPECT_GT(macros, 0);
}

TEST(TunnelMacro, TheRingsTunnelsAreNoTunnelsForTheMacro) {
  // Both one-wide passages of `ring` join the same two rooms: a box parked in one can be fetched
  // back through the other, so neither splits the floor and no push there becomes a macro.
  ExploredLevel level(tunnel_level("ring"));
  EXPECT_EQ(macro_distances(level, false).macro_moves, 0);
}

TEST(TunnelMacro, AStarWithMacrosIsOptimalAndItsPlanReplaysPushByPush) {
  Task task(tunnel_level("drop"));
  Environment environment(task);
  SearchResult bfs = SearchConfiguration::parse("bfs", "test").run(environment, {});
  SearchResult plain = SearchConfiguration::parse("astar(emm)", "test").run(environment, {});
  SearchResult macro = SearchConfiguration::parse("astar(emm, macros=tunnel)", "test").run(environment, {});
  ASSERT_EQ(bfs.status, SearchStatus::Solved);
  ASSERT_EQ(macro.status, SearchStatus::Solved);
  EXPECT_EQ(macro.plan.cost, bfs.plan.cost);
  EXPECT_LT(macro.plan.moves.size(), bfs.plan.moves.size());
  EXPECT_LT(macro.statistics.expanded, plain.statistics.expanded);
  std::string lurd = format_lurd(environment, macro.plan);
  int pushes = static_cast<int>(std::count_if(lurd.begin(), lurd.end(), [](char c) { return c >= 'A' && c <= 'Z'; }));
  EXPECT_EQ(pushes, bfs.plan.cost);
  PlanCheck check = validate_plan(environment, *SourceFile::from_text("drop.plan", lurd));
  EXPECT_TRUE(check.valid);
  EXPECT_EQ(check.cost, bfs.plan.cost);
  EXPECT_TRUE(SearchConfiguration::parse("astar(emm, macros=tunnel)", "test").optimal());
}

TEST(TunnelMacro, OnlyThePushOptimalDomainTakesIt) {
  LoadOptions options;
  options.sokoban_domain = "sokoban-moves";
  Task task(std::move(load_input(kTunnelLevels + "#drop", options, domain_registry()).front()));
  Environment environment(task);
  try {
    move_macro_registry().find("tunnel")->create(environment);
    ADD_FAILURE() << "the tunnel macro accepted sokoban-moves";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "macros: error: tunnel needs walking to be free (domain sokoban): it moves the pushes of a tunnel "
              "together");
  }
}

}  // namespace
}  // namespace polyplan
