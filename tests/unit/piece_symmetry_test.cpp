// Interchangeable named pieces (planner/search/piece_symmetry): which pieces form groups, that a
// state and its reduction are equally far from the goal, and that a search over reduced states
// still returns optimal plans that name the pieces which really move.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/reductions/piece_symmetry.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"
#include "tests/support/error_headlines.hpp"

namespace polyplan {
namespace {

// Piece 1 is the target (its own goal); 2, 3, 5 and 6 are dominoes (one shape: standing or lying,
// they may turn); 4 is the only single cell. One vacant cell.
Problem dominoes() {
  return load_pzl(SourceFile::from_text("dominoes.pzl", R"((define (problem dominoes)
  (:domain flying-block)
  (:board :cells tokens """
     1 1
     2 0
     2 3
     4 3
     5 5
     6 6
     """)
  (:goal (at 1 (5 0) (5 1))))
)"),
                  "", domain_registry())
      .front();
}

std::vector<std::string> names(const Task& task, const std::vector<int>& pieces) {
  std::vector<std::string> result;
  for (int piece : pieces) result.push_back(task.pieces()[static_cast<std::size_t>(piece)].name);
  return result;
}

TEST(PieceSymmetry, GroupsPiecesOfOneKindAndShapeThatNoGoalNames) {
  Task task(dominoes());
  PieceSymmetry symmetry(task, true);
  ASSERT_EQ(symmetry.groups().size(), 1u);
  EXPECT_EQ(names(task, symmetry.groups()[0]), (std::vector<std::string>{"2", "3", "5", "6"}));
  EXPECT_TRUE(PieceSymmetry(task, false).empty());
}

// Every state of the space and its reduction have the same exact distance to the goal: the
// reduction is reached too (from the relabelled start, which the oracle explores when it is the
// same arrangement) and the oracle agrees on each pair it holds.
TEST(PieceSymmetry, AStateAndItsReductionAreEquallyFarFromTheGoal) {
  Task task(dominoes());
  Environment environment(task);
  PieceSymmetry symmetry(task, true);
  StateSpace space = explore_state_space(environment, 1'000'000);
  ASSERT_TRUE(space.complete);
  std::vector<int> h_star = goal_distances(space);
  std::map<StateValues, int> distance;
  StateValues state(task.pieces().size());
  for (std::size_t i = 0; i < space.states(); ++i) {
    space.registry->unpack(static_cast<StateId>(i), state);
    distance[state] = h_star[i];
  }
  int pairs = 0, reductions = 0;
  std::set<StateValues> reduced_states;
  for (const auto& [state, h] : distance) {
    StateValues reduced = state;
    symmetry.reduce(reduced);
    reduced_states.insert(reduced);
    if (reduced != state) ++reductions;
    if (auto found = distance.find(reduced); found != distance.end()) {
      EXPECT_EQ(found->second, h);
      ++pairs;
    }
  }
  EXPECT_GT(reductions, 0);
  EXPECT_EQ(pairs, static_cast<int>(distance.size()));  // dominoes can trade places: every arrangement is reachable
  // Four dominoes: at most 4! labelled states per arrangement.
  EXPECT_LT(reduced_states.size(), distance.size());
  EXPECT_GE(24 * reduced_states.size(), distance.size());
}

// A* over reduced states against the oracle, with and without the reduction; the plan is replayed
// from its text, so a move naming the wrong domino fails.
TEST(PieceSymmetry, SearchOverReducedStatesReturnsOptimalPlansOfTheRealPieces) {
  Task task(dominoes());
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 1'000'000);
  const int optimal_cost = goal_distances(space)[0];
  ASSERT_GT(optimal_cost, 2);
  std::size_t reduced_expansions = 0, full_expansions = 0;
  for (const std::string text :
       {"astar(blind)", "astar(blind, symmetry=false)", "astar(target-path, tiebreak=depth)"}) {
    SCOPED_TRACE(text);
    SearchResult result = SearchConfiguration::parse(text, "test").run(environment, SearchLimits{});
    ASSERT_EQ(result.status, SearchStatus::Solved);
    EXPECT_EQ(result.plan.cost, optimal_cost);
    std::string plan = format_moves(environment, result.plan);
    PlanCheck check = validate_plan(environment, *SourceFile::from_text("plan.txt", plan));
    EXPECT_TRUE(check.valid) << (check.failure ? check.failure->headline() : "") << "\n" << plan;
    EXPECT_EQ(check.cost, optimal_cost);
    if (text == "astar(blind)") reduced_expansions = result.statistics.expanded;
    if (text == "astar(blind, symmetry=false)") full_expansions = result.statistics.expanded;
  }
  EXPECT_LT(reduced_expansions, full_expansions);
}

TEST(PieceSymmetry, OptionExpectsTrueOrFalse) {
  EXPECT_EQ(test_support::error_headlines([] { SearchConfiguration::parse("astar(blind, symmetry=yes)", "--search"); }),
            (std::vector<std::string>{"--search:1:23: error: option 'symmetry' expects true or false"}));
}

}  // namespace
}  // namespace polyplan
