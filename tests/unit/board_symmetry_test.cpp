// Board symmetry keeps the puzzle: which maps qualify on levels whose symmetries are known by
// construction, every state of whole spaces has the push distance of its representative, A* over
// representatives returns the breadth-first optimum, and its plan, unfolded to real moves, replays.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/reductions/board_symmetry.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"
#include "tests/support/tile_problems.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

// Walls and goals keep all eight maps; the boxes and the agent break them, as a search's
// states do.
const char* kSquare =
    "#######\n"
    "#.   .#\n"
    "# $ $ #\n"
    "#  #  #\n"
    "# $ $@#\n"
    "#.   .#\n"
    "#######\n";
// Walls and goals mirrored left to right only.
const char* kMirror =
    "######\n"
    "#.  .#\n"
    "# $$ #\n"
    "#  @ #\n"
    "#    #\n"
    "######\n";
// The walls of kMirror with one goal moved: no map keeps the goals.
const char* kLopsided =
    "######\n"
    "#.   #\n"
    "# $$.#\n"
    "#  @ #\n"
    "#    #\n"
    "######\n";

Problem level(const std::string& name, const char* text, const std::string& domain = "sokoban") {
  LoadOptions options;
  options.sokoban_domain = domain;
  return std::move(import_sokoban(SourceFile::from_text(name + ".xsb", text), "", options, domain_registry()).front());
}

int maps_of(Problem problem) {
  Task task(std::move(problem));
  Environment environment(task);
  return BoardSymmetry(environment, true).count();
}

TEST(BoardSymmetry, FindsExactlyTheMapsThatKeepWallsAndGoals) {
  EXPECT_EQ(maps_of(level("square", kSquare)), 7);
  EXPECT_EQ(maps_of(level("mirror", kMirror)), 1);
  EXPECT_EQ(maps_of(level("lopsided", kLopsided)), 0);
  EXPECT_EQ(maps_of(level("square-moves", kSquare, "sokoban-moves")), 7);
  Task task(level("square", kSquare));
  Environment environment(task);
  EXPECT_TRUE(BoardSymmetry(environment, false).empty());
}

// Microban 93 is drawn symmetric under all eight maps; 144 is a pinwheel, kept by the three
// quarter turns and by no reflection.
TEST(BoardSymmetry, MicrobanLevelsKeepTheirDrawnSymmetries) {
  const std::string microban = std::string(POLYPLAN_SHARED_DATA_DIR) + "/sokoban/Microban.xsb";
  POLYPLAN_NEED_SHARED_DATA(microban);
  EXPECT_EQ(maps_of(std::move(load_input(microban + "#93", {}, domain_registry()).front())), 7);
  EXPECT_EQ(maps_of(std::move(load_input(microban + "#144", {}, domain_registry()).front())), 3);
}

// Every state of the space and its representative are both in the space, at the same distance
// from the goal; reducing twice changes nothing; and the space has fewer orbits than states.
void check_space(const std::string& name, Problem problem) {
  ExploredLevel explored(std::move(problem));
  ASSERT_TRUE(explored.space.complete) << name;
  BoardSymmetry symmetry(*explored.environment, true);
  ASSERT_FALSE(symmetry.empty()) << name;
  std::set<StateValues> representatives;
  for (StateId id = 0; id < explored.h_star.size(); ++id) {
    StateValues state = explored.state(id), reduced = state;
    symmetry.reduce(reduced);
    StateId found = explored.space.registry->find(reduced);
    ASSERT_NE(found, StateRegistry::kNoState) << name << " state " << id << ": its representative is unreachable";
    ASSERT_EQ(explored.h_star[found], explored.h_star[id]) << name << " state " << id;
    StateValues again = reduced;
    symmetry.reduce(again);
    ASSERT_EQ(again, reduced) << name << " state " << id;
    representatives.insert(reduced);
  }
  EXPECT_LT(representatives.size(), explored.h_star.size()) << name;
}

TEST(BoardSymmetry, EveryStateHasTheDistanceOfItsRepresentative) {
  check_space("square", level("square", kSquare));
  check_space("mirror", level("mirror", kMirror));
  check_space("square-moves", level("square-moves", kSquare, "sokoban-moves"));
}

// `fewer`: the reduced search must generate fewer states (the level is large enough to show it).
void check_search(const std::string& name, Problem problem, const std::string& search, bool fewer = true) {
  Task task(std::move(problem));
  Environment environment(task);
  SearchResult bfs = SearchConfiguration::parse("bfs", "test").run(environment, {});
  SearchResult plain = SearchConfiguration::parse("astar(" + search + ")", "test").run(environment, {});
  SearchResult reduced =
      SearchConfiguration::parse("astar(" + search + ", board-symmetry=true)", "test").run(environment, {});
  ASSERT_EQ(bfs.status, SearchStatus::Solved) << name;
  ASSERT_EQ(reduced.status, SearchStatus::Solved) << name;
  EXPECT_EQ(reduced.plan.cost, bfs.plan.cost) << name;
  if (fewer) {
    EXPECT_LT(reduced.statistics.generated, plain.statistics.generated) << name;
  }
  PlanCheck check =
      validate_plan(environment, *SourceFile::from_text(name + ".plan", format_lurd(environment, reduced.plan)));
  EXPECT_TRUE(check.valid) << name;
  EXPECT_EQ(check.cost, bfs.plan.cost) << name;
}

TEST(BoardSymmetry, AStarOverRepresentativesIsOptimalAndItsPlanReplays) {
  check_search("square", level("square", kSquare), "emm");
  check_search("square", level("square", kSquare), "emm(corrals=true), prune=pi-corral, macros=tunnel");
  check_search("mirror", level("mirror", kMirror), "emm, tiebreak=[level-order, inertia]", false);
  check_search("square-moves", level("square-moves", kSquare, "sokoban-moves"), "emm");
}

TEST(BoardSymmetry, RulesThatDoNotDeclareItKeepEveryState) {
  // Sliding tiles are symmetric in fact, but their rule does not say so: nothing is reduced.
  Task task(test_support::tile_line("1 1 2 3 4 0 5 6 7 8"));
  Environment environment(task);
  EXPECT_TRUE(BoardSymmetry(environment, true).empty());
}

}  // namespace
}  // namespace polyplan
