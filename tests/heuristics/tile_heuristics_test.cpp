// The sliding-tile heuristics against the two 8-puzzle seed documents (../shared/seeds/003_...,
// 004_...): exact heuristic values of their worked boards, the optimal cost 14 of the
// assignment's instance, the Russian worked A* search, and the admissibility claims checked on
// whole 8-puzzle spaces (181,440 states).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "domains/domain_registry.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "heuristics/tiles/tile_pattern_database.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"
#include "tests/support/tile_problems.hpp"

namespace polyplan {
namespace {

using test_support::eight_puzzle;

Problem eight(const std::string& board, const std::string& goal) { return eight_puzzle(board, goal); }

// `text` as --heuristic takes it: a name, or a name with options.
std::unique_ptr<Heuristic> create(const std::string& text, const Environment& environment) {
  HeuristicChoice choice = parse_heuristic(text, "test");
  return choice.plugin->create(environment, choice.options);
}

int h(const std::string& heuristic, const std::string& board, const std::string& goal) {
  Task task(eight(board, goal));
  Environment environment(task);
  return create(heuristic, environment)->evaluate(task.initial_state());
}

const std::string kAssignmentGoal = ".12/345/678";
const std::string kAssignmentStart = "351/7.6/482";
const std::string kRussianGoal = "123/8.4/765";

TEST(TileHeuristics, AssignmentStartAndExampleBoards) {
  EXPECT_EQ(h("misplaced", kAssignmentStart, kAssignmentGoal), 8);
  EXPECT_EQ(h("manhattan", kAssignmentStart, kAssignmentGoal), 14);
  EXPECT_EQ(h("misplaced", "312/4.5/678", kAssignmentGoal), 2);  // 3 and 4 out of place
  EXPECT_EQ(h("manhattan", "318/4.5/672", kAssignmentGoal), 6);  // 3: 1, 4: 1, 8: 2, 2: 2
}

TEST(TileHeuristics, AssignmentInstanceCosts14ForBfsAndBothAStars) {
  for (const char* search : {"bfs", "astar(misplaced)", "astar(manhattan)", "astar(linear-conflict)"}) {
    Task task(eight(kAssignmentStart, kAssignmentGoal));
    Environment environment(task);
    SearchResult result = SearchConfiguration::parse(search, "test").run(environment, SearchLimits{});
    ASSERT_EQ(result.status, SearchStatus::Solved) << search;
    EXPECT_EQ(result.plan.cost, 14) << search;
  }
}

TEST(TileHeuristics, LinearConflictAddsTwoPerTileThatMustLeaveItsLine) {
  // Tiles 1 and 2 swapped in their goal row: Manhattan 2, one must leave the row and come back.
  EXPECT_EQ(h("manhattan", ".21/345/678", kAssignmentGoal), 2);
  EXPECT_EQ(h("linear-conflict", ".21/345/678", kAssignmentGoal), 4);
  // 6 and 3 swapped in column 0: Manhattan 2, one of them must leave the column.
  EXPECT_EQ(h("linear-conflict", ".12/645/378", kAssignmentGoal), 4);
}

TEST(TileHeuristics, RussianSeedWorkedValues) {
  // S1 of the seed: P = 4, S = 6, h = P + 3 S = 22.
  EXPECT_EQ(h("manhattan", "134/8.2/765", kRussianGoal), 4);
  EXPECT_EQ(h("sequence-score", "134/8.2/765", kRussianGoal), 22);
  const std::vector<std::pair<std::string, int>> states{{"134/.82/765", 32}, {"1.4/832/765", 26}, {"134/82./765", 18},
                                                        {"134/862/7.5", 32}, {"13./824/765", 17}, {"134/825/76.", 19},
                                                        {"1.3/824/765", 10}, {".13/824/765", 17}, {"123/8.4/765", 0}};
  const std::vector<int> depth{1, 1, 1, 1, 2, 2, 3, 4, 4};
  const std::vector<int> f{33, 27, 19, 33, 19, 21, 13, 21, 4};
  for (std::size_t i = 0; i < states.size(); ++i) {
    int value = h("sequence-score", states[i].first, kRussianGoal);
    EXPECT_EQ(value, states[i].second) << "S" << i + 2;
    EXPECT_EQ(depth[i] + value, f[i]) << "S" << i + 2;
  }
}

TEST(TileHeuristics, RussianSeedSearchExpandsS1S4S6S8ThenReachesS10) {
  Task task(eight("134/8.2/765", kRussianGoal));
  Environment environment(task);
  SearchResult result = SearchConfiguration::parse("astar(sequence-score)", "test").run(environment, SearchLimits{});
  ASSERT_EQ(result.status, SearchStatus::Solved);
  // Four expansions along a plan through S4, S6 and S8 can only be S1, S4, S6, S8 in that order.
  EXPECT_EQ(result.statistics.expanded, 4u);
  std::vector<std::string> tiles;
  for (const Move& move : result.plan.moves) tiles.push_back(task.pieces()[std::size_t(move.piece)].name);
  EXPECT_EQ(tiles, (std::vector<std::string>{"2", "4", "3", "2"}));  // S1 -> S4 -> S6 -> S8 -> S10
}

TEST(TileHeuristics, SequenceScoreRefusesOtherGoals) {
  try {
    h("sequence-score", kAssignmentStart, kAssignmentGoal);
    FAIL() << "sequence-score accepted a goal with the blank in a corner";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message,
              "sequence-score is defined for 3 x 3 boards whose goal has the blank in the centre; the goal puts tile "
              "'4' in the centre");
  }
}

HeuristicAudit audit(const std::string& heuristic, const std::string& start, const std::string& goal) {
  Task task(eight(start, goal));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 200'000);
  EXPECT_EQ(space.states(), 181'440u);
  auto evaluator = create(heuristic, environment);
  return audit_heuristic(space, goal_distances(space), *evaluator, task);
}

TEST(TileHeuristics, AdmissibleAndConsistentOnTheWhole8PuzzleSpace) {
  for (const char* heuristic : {"misplaced", "manhattan", "linear-conflict", "tile-pdb", "tile-pdb(reflect=false)",
                                "tile-pdb(blank=ignore)", "tile-pdb(blank=ignore, max-group=3)"}) {
    HeuristicAudit result = audit(heuristic, kAssignmentStart, kAssignmentGoal);
    EXPECT_EQ(result.admissibility_violations, 0u) << heuristic;
    EXPECT_EQ(result.consistency_violations, 0u) << heuristic;
    EXPECT_EQ(result.goal_violations, 0u) << heuristic;
  }
}

TEST(TileHeuristics, PatternDatabasesDominateManhattanAndTakeExplicitGroups) {
  Task task(eight(kAssignmentStart, kAssignmentGoal));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 200'000);
  const HeuristicPlugin& pdb = *heuristic_registry().find("tile-pdb");
  auto automatic = pdb.create(environment, {{"groups", std::string()},
                                            {"max-group", 6},
                                            {"reflect", true},
                                            {"blank", std::string("auto")},
                                            {"split", std::string("reading-order")},
                                            {"share", true}});
  auto explicit_groups = pdb.create(environment, {{"groups", std::string("1 2 5/3 4 6 7 8")},
                                                  {"max-group", 6},
                                                  {"reflect", false},
                                                  {"blank", std::string("auto")},
                                                  {"split", std::string("reading-order")},
                                                  {"share", true}});
  auto manhattan = create("manhattan", environment);
  std::vector<int> h_star = goal_distances(space);
  StateValues state(task.pieces().size());
  for (StateId id = 0; id < space.states(); ++id) {
    space.registry->unpack(id, state);
    int pdb_value = automatic->evaluate(state);
    ASSERT_GE(pdb_value, manhattan->evaluate(state));  // each database counts its tiles' Manhattan moves at least
    ASSERT_LE(pdb_value, h_star[id]);
    ASSERT_LE(explicit_groups->evaluate(state), h_star[id]);
  }
  EXPECT_EQ(automatic->evaluate(task.initial_state()), 14);  // 4-4 split: exact at the assignment's start
  try {
    pdb.create(environment, {{"groups", std::string("1 2/2 3")},
                             {"max-group", 6},
                             {"reflect", true},
                             {"blank", std::string("auto")},
                             {"split", std::string("reading-order")},
                             {"share", true}});
    FAIL() << "overlapping groups were accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message, "tile '2' is in two groups; groups must be disjoint");
  }
  try {
    pdb.create(environment, {{"groups", std::string("1 2/3 99")},
                             {"max-group", 6},
                             {"reflect", true},
                             {"blank", std::string("auto")},
                             {"split", std::string("reading-order")},
                             {"share", true}});
    FAIL() << "a group with an unknown tile was accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message,
              "no tile named '99'; the tiles are: 1 2 3 4 5 6 7 8 (a group is tile names separated by spaces, groups "
              "are separated by '/', partitions by ';')");
  }
}

// The size limit is checked before anything is built: an 8-tile pattern of the 24-puzzle has
// 25!/17! = 43.6 billion placements, past the 4 billion a table may hold, while the 7-tile
// patterns (2.4 billion) are left to the memory limit.
TEST(TileHeuristics, APatternTooLargeForATableIsRefusedWithTheAdvice) {
  Task task(test_support::tile_line("1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24"));
  Environment environment(task);
  const HeuristicPlugin& reduced = *heuristic_registry().find("tile-pdb-reduced");
  try {
    reduced.create(environment, {{"groups", std::string("1 2 3 4 5 6 7 8")},
                                 {"max-group", 6},
                                 {"reflect", true},
                                 {"split", std::string("reading-order")},
                                 {"share", true}});
    FAIL() << "an 8-tile pattern of the 24-puzzle was accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message,
              "a pattern of 8 tiles on 25 cells needs more than 4000000000 entries; use smaller groups");
  }
}

// Reflection takes the larger of two admissible sums; a table that ignores the blank is a
// relaxation of the one that tracks it. Both must show on some 8-puzzle states.
TEST(TileHeuristics, ReflectionAndTrackingTheBlankOnlyStrengthenTheDatabases) {
  Task task(eight(kAssignmentStart, kAssignmentGoal));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 200'000);
  auto both = create("tile-pdb(max-group=3)", environment);
  auto unreflected = create("tile-pdb(max-group=3, reflect=false)", environment);
  auto blind_to_blank = create("tile-pdb(max-group=3, blank=ignore)", environment);
  std::vector<int> h_star = goal_distances(space);
  int reflection_helps = 0, blank_helps = 0;
  StateValues state(task.pieces().size());
  for (StateId id = 0; id < space.states(); ++id) {
    space.registry->unpack(id, state);
    int h = both->evaluate(state), plain = unreflected->evaluate(state), relaxed = blind_to_blank->evaluate(state);
    ASSERT_LE(h, h_star[id]);
    ASSERT_GE(h, plain);
    ASSERT_GE(h, relaxed);
    reflection_helps += h > plain;
    blank_helps += h > relaxed;
  }
  EXPECT_GT(reflection_helps, 0);
  EXPECT_GT(blank_helps, 0);
  try {
    create("tile-pdb(blank=sometimes)", environment);
    FAIL() << "a bad blank option was accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "test:1:16: error: option 'blank' expects auto, track, region or ignore");
  }
}

TEST(TileHeuristics, PatternDatabasesAreCachedOnDiskAndRebuiltWhenTheFileIsDamaged) {
  std::filesystem::path cache = std::filesystem::temp_directory_path() / "polyplan-pdb-cache-test";
  std::filesystem::remove_all(cache);
  const char* previous = std::getenv("POLYPLAN_CACHE");
  std::string saved = previous ? previous : "";
  setenv("POLYPLAN_CACHE", cache.c_str(), 1);
  TilePatternDatabase::forget_loaded_tables();  // build them here, whatever ran before in this process
  Task task(eight(kAssignmentStart, kAssignmentGoal));
  Environment environment(task);
  int built = create("tile-pdb", environment)->evaluate(task.initial_state());
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(cache)) files.push_back(entry.path());
  EXPECT_EQ(files.size(), 2u);                  // the two 4-tile databases
  TilePatternDatabase::forget_loaded_tables();  // read them from the files, as a new process would
  EXPECT_EQ(create("tile-pdb", environment)->evaluate(task.initial_state()), built);
  std::filesystem::resize_file(files.front(), 100);  // a truncated table is ignored and rebuilt
  TilePatternDatabase::forget_loaded_tables();
  EXPECT_EQ(create("tile-pdb", environment)->evaluate(task.initial_state()), built);
  EXPECT_GT(std::filesystem::file_size(files.front()), 100u);
  if (previous)
    setenv("POLYPLAN_CACHE", saved.c_str(), 1);
  else
    unsetenv("POLYPLAN_CACHE");
  std::filesystem::remove_all(cache);
}

TEST(TileHeuristics, SequenceScoreOverestimatesOnThe8PuzzleSpace) {
  HeuristicAudit result = audit("sequence-score", "134/8.2/765", kRussianGoal);
  EXPECT_GT(result.admissibility_violations, 0u);
  EXPECT_GT(result.worst_overestimate, 0);
}

}  // namespace
}  // namespace polyplan
