// The generic pattern database (`pdb`, heuristics/pdb/) on every family: its promises checked
// against the exact h* of whole state spaces, exact values when the pattern keeps every piece and
// on hand-worked boards, its messages, A* with it against breadth-first search, and its disk cache.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "domains/domain_registry.hpp"
#include "heuristics/heuristic_choice.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "heuristics/pdb/abstract_space.hpp"
#include "heuristics/pdb/pattern.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/state_space.hpp"
#include "tests/support/error_headlines.hpp"
#include "tests/support/puzzle_generators.hpp"
#include "tests/support/scoped_cache_directory.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

// Hand-worked boards. three-by-two: the domino T must take row 1, where b and c stand, and only
// row 2 is vacant, so b and c each fly there first (h* = 3); without c only b is in the way (2),
// with T alone nothing is (1). swapped: tiles cannot pass each other in a row, so the goal is out
// of reach, while either tile alone needs one slide.
const char* const kHandWorked = R"((define (problem three-by-two)
  (:domain flying-block)
  (:board :cells tokens """
     T T
     b c
     0 0
     """)
  (:goal (at T (1 0) (1 1))))
(define (problem swapped)
  (:domain sliding-tiles)
  (:board """
     21.
     """)
  (:goal (board """
     12.
     """))))";

Problem hand_worked(const std::string& name) {
  for (Problem& problem : load_pzl(SourceFile::from_text("hand-worked.pzl", kHandWorked), "", domain_registry()))
    if (problem.name == name) return std::move(problem);
  throw std::logic_error("no hand-worked problem " + name);
}

Problem spec_example(const std::string& name) {
  return load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#" + name, {}, domain_registry())
      .front();
}

// A Sokoban level drawn in XSB under `domain` (sokoban counts pushes, sokoban-moves every step).
Problem sokoban_level(const std::string& domain, const std::string& board) {
  std::string text = "(define (problem level) (:domain " + domain + ") (:legend :preset xsb) (:board \"\"\"\n" + board +
                     "\"\"\") (:goal (all box on goal)))";
  return load_pzl(SourceFile::from_text("level.pzl", text), "", domain_registry()).front();
}

// Two pushes, plus the one step to reach the box when steps count.
Problem corridor(const std::string& domain) { return sokoban_level(domain, "#######\n#@ $ .#\n#######\n"); }

// A room with two boxes, so that a pattern can keep one of them.
Problem two_boxes(const std::string& domain) {
  return sokoban_level(domain, "######\n#@   #\n# $$ #\n# .. #\n#    #\n######\n");
}

std::unique_ptr<Heuristic> pdb(const Environment& environment, const std::string& pieces,
                               int max_entries = 200'000'000) {
  return heuristic_registry().find("pdb")->create(environment, {{"pieces", pieces}, {"max-entries", max_entries}});
}

int pdb_at_start(const Problem& problem, const std::string& pieces) {
  Task task{Problem(problem)};
  Environment environment(task);
  return pdb(environment, pieces)->evaluate(environment.initial_state());
}

// Every state of the problem's reachable space with its exact h*.
struct Oracle {
  explicit Oracle(const Problem& problem)
      : task(Problem(problem)),
        environment(task),
        space(explore_state_space(environment, 500'000)),
        h_star(goal_distances(space)) {}
  Task task;
  Environment environment;
  StateSpace space;
  std::vector<int> h_star;
};

std::string all_piece_names(const Task& task) {
  std::string names;
  for (const TaskPiece& piece : task.pieces()) names += piece.name + " ";
  return names;
}

TEST(PatternDatabase, AdmissibleAndConsistentOnWholeSpacesOfEveryFamily) {
  struct Case {
    Problem problem;
    std::vector<std::string> patterns;  // "" is the automatic choice
  };
  std::mt19937 rng(4242);
  std::vector<Case> cases;
  cases.push_back({spec_example("fbp-e6"), {"", "1", "1 4", "1 3 4", "2 5"}});
  cases.push_back({spec_example("tiny"), {"", "@"}});
  cases.push_back({hand_worked("three-by-two"), {"", "T b"}});
  cases.push_back({two_boxes("sokoban"), {"", "$", "@ $ $"}});
  cases.push_back({two_boxes("sokoban-moves"), {"", "$"}});
  cases.push_back({test_support::load_generated(test_support::sliding_tiles_instance(rng, 2, 3, "tiles-2x3")),
                   {"", "1 2", "3 4 5", "5"}});
  for (int i = 0; i < 3; ++i)
    cases.push_back({test_support::load_generated(test_support::flying_block_instance(rng, "fbp-" + std::to_string(i))),
                     {"", "1 2"}});
  for (int i = 0; i < 2; ++i)
    cases.push_back(
        {test_support::load_generated(test_support::sokoban_instance(rng, "sokoban", "sokoban-" + std::to_string(i))),
         {"", "$"}});
  for (const Case& instance : cases) {
    Oracle oracle(instance.problem);
    ASSERT_TRUE(oracle.space.complete) << instance.problem.name;
    for (const std::string& pieces : instance.patterns) {
      SCOPED_TRACE(instance.problem.name + " with pieces \"" + pieces + "\"");
      HeuristicAudit audit =
          audit_heuristic(oracle.space, oracle.h_star, *pdb(oracle.environment, pieces), oracle.task);
      EXPECT_EQ(audit.admissibility_violations, 0u) << "worst overestimate " << audit.worst_overestimate;
      EXPECT_EQ(audit.consistency_violations, 0u) << "worst inconsistency " << audit.worst_inconsistency;
      EXPECT_EQ(audit.goal_violations, 0u);
    }
  }
}

TEST(PatternDatabase, KeepingEveryPieceGivesTheExactCostOnEveryState) {
  std::mt19937 rng(99);
  std::vector<Problem> problems{
      spec_example("fbp-e6"), spec_example("tiny"), two_boxes("sokoban-moves"),
      test_support::load_generated(test_support::sliding_tiles_instance(rng, 2, 3, "tiles-2x3"))};
  for (const Problem& problem : problems) {
    SCOPED_TRACE(problem.name);
    Oracle oracle(problem);
    auto heuristic = pdb(oracle.environment, all_piece_names(oracle.task));
    StateValues state(oracle.task.pieces().size());
    std::size_t dead_ends = 0;
    for (StateId id = 0; id < oracle.space.states(); ++id) {
      oracle.space.registry->unpack(id, state);
      int h = heuristic->evaluate(state);
      if (oracle.h_star[id] == kUnreachable) {
        ASSERT_EQ(h, Heuristic::kDeadEnd) << "state " << id;
        ++dead_ends;
      } else {
        ASSERT_EQ(h, oracle.h_star[id]) << "state " << id;
      }
    }
    RecordProperty(problem.name + "_dead_ends", static_cast<int>(dead_ends));
  }
}

TEST(PatternDatabase, HandWorkedValues) {
  Problem three_by_two = hand_worked("three-by-two");
  EXPECT_EQ(pdb_at_start(three_by_two, "T"), 1);
  EXPECT_EQ(pdb_at_start(three_by_two, "T b"), 2);
  EXPECT_EQ(pdb_at_start(three_by_two, "T b c"), 3);
  EXPECT_EQ(pdb_at_start(three_by_two, "b c"), 0);  // the goal is about T alone
  {
    // A budget too small for any goal piece keeps nothing, and nothing estimates 0.
    Task task{Problem(three_by_two)};
    Environment environment(task);
    EXPECT_EQ(pdb(environment, "", 1)->evaluate(environment.initial_state()), 0);
  }
  // The cost model is the real one: pushes only, or every step.
  EXPECT_EQ(pdb_at_start(corridor("sokoban"), "$"), 2);
  EXPECT_EQ(pdb_at_start(corridor("sokoban-moves"), "$"), 3);
  Problem swapped = hand_worked("swapped");
  EXPECT_EQ(pdb_at_start(swapped, "1"), 1);
  EXPECT_EQ(pdb_at_start(swapped, "2"), 1);
  EXPECT_EQ(pdb_at_start(swapped, "1 2"), Heuristic::kDeadEnd);
}

TEST(PatternDatabase, AutomaticPatternTakesTheGoalThenThePiecesNearestIt) {
  Task three_by_two(hand_worked("three-by-two"));
  // T's domino has 7 placements on 3 x 2, b and c 6 each: 42 entries fit T and one more; b and c
  // both stand on the goal, so the tie goes to the first.
  EXPECT_EQ(pattern_names(three_by_two, automatic_pattern(three_by_two, 42)), "T b");
  EXPECT_EQ(pattern_names(three_by_two, automatic_pattern(three_by_two, 6)), "");
  EXPECT_EQ(pattern_names(three_by_two, automatic_pattern(three_by_two, 1000)), "T b c");
  // Sokoban: the agent always, then boxes one at a time (16 floor cells here).
  Task boxes(two_boxes("sokoban"));
  EXPECT_EQ(pattern_names(boxes, automatic_pattern(boxes, 16 * 16)), "@ $");
  EXPECT_EQ(pattern_names(boxes, automatic_pattern(boxes, 16 * 16 * 16)), "@ $ $");
  EXPECT_EQ(pattern_names(boxes, named_pattern(boxes, "$")), "@ $");
}

using Headlines = std::vector<std::string>;

TEST(PatternDatabase, MessagesForBadPatterns) {
  Task task(hand_worked("three-by-two"));
  Environment environment(task);
  EXPECT_EQ(error_headlines([&] { pdb(environment, "T Q"); }),
            Headlines{"pieces: error: pdb: no piece is named 'Q' (pieces: T b c)"});
  EXPECT_EQ(error_headlines([&] { pdb(environment, "T b T"); }),
            Headlines{"pieces: error: pdb: piece 'T' is named twice"});
  EXPECT_EQ(
      error_headlines([&] { pdb(environment, "T b c", 100); }),
      Headlines{"heuristic: error: pdb: the pattern 'T b c' needs 252 table entries, more than max-entries = 100; keep "
                "fewer pieces"});
  EXPECT_EQ(error_headlines([&] { parse_heuristic("pdb(max-entries=0)", "--heuristic"); }),
            Headlines{"--heuristic:1:17: error: option 'max-entries' expects a whole number from 1 to 2147483647"});
  Task boxes(two_boxes("sokoban"));
  Environment box_environment(boxes);
  EXPECT_EQ(error_headlines([&] { pdb(box_environment, "$ $ $"); }),
            Headlines{"pieces: error: pdb: only 2 pieces are named '$'"});
}

TEST(PatternDatabase, AStarWithItFindsTheBreadthFirstCost) {
  std::mt19937 rng(777);
  std::vector<Problem> problems{spec_example("fbp-e6"), spec_example("tiny"), spec_example("eight-14"),
                                two_boxes("sokoban")};
  for (int i = 0; i < 4; ++i)
    problems.push_back(
        test_support::load_generated(test_support::flying_block_instance(rng, "fbp-" + std::to_string(i))));
  for (int i = 0; i < 4; ++i)
    problems.push_back(test_support::load_generated(
        test_support::sokoban_instance(rng, "sokoban-moves", "moves-" + std::to_string(i))));
  int solved = 0;
  for (const Problem& problem : problems) {
    SCOPED_TRACE(problem.name);
    Task task{Problem(problem)};
    Environment environment(task);
    SearchLimits limits{0, 0, 2'000'000};
    SearchResult breadth_first = SearchConfiguration::parse("bfs", "test").run(environment, limits);
    for (const char* search : {"astar(pdb)", "astar(pdb(pieces=\"@ $\"))"}) {
      if (task.agent() < 0 && std::string(search).find('@') != std::string::npos) continue;
      SearchResult result = SearchConfiguration::parse(search, "test").run(environment, limits);
      ASSERT_EQ(result.status, breadth_first.status) << search;
      if (result.status != SearchStatus::Solved) continue;
      EXPECT_EQ(result.plan.cost, breadth_first.plan.cost) << search;
      ++solved;
    }
  }
  EXPECT_GE(solved, 8);
}

TEST(PatternDatabase, TablesAreCachedOnDiskUnderTheirAbstraction) {
  test_support::ScopedCacheDirectory cache("polyplan-generic-pdb-cache-test");
  Task task(hand_worked("three-by-two"));
  Environment environment(task);
  StateValues start = environment.initial_state();
  EXPECT_EQ(pdb(environment, "T b")->evaluate(start), 2);
  ASSERT_EQ(cache.files().size(), 1u);
  std::filesystem::path table = cache.files().front();
  // The table is the file's last 42 bytes (7 x 6 placements). Overwritten with 9s, it must be
  // what a second database reads: proof that it is loaded, not rebuilt.
  auto size = std::filesystem::file_size(table);
  {
    std::fstream file(table, std::ios::in | std::ios::out | std::ios::binary);
    file.seekp(static_cast<std::streamoff>(size - 42));
    file.write(std::string(42, '\x09').data(), 42);
  }
  EXPECT_EQ(pdb(environment, "T b")->evaluate(start), 9);
  // A truncated file is ignored and rebuilt.
  std::filesystem::resize_file(table, size - 1);
  EXPECT_EQ(pdb(environment, "T b")->evaluate(start), 2);
  EXPECT_EQ(std::filesystem::file_size(table), size);
  // Another abstraction is another file: other pieces, or the same level under another cost model.
  EXPECT_EQ(pdb(environment, "T c")->evaluate(start), 2);
  EXPECT_EQ(cache.files().size(), 2u);
  Task pushes(corridor("sokoban")), steps(corridor("sokoban-moves"));
  Environment pushes_environment(pushes), steps_environment(steps);
  EXPECT_EQ(pdb(pushes_environment, "")->evaluate(pushes_environment.initial_state()), 2);
  EXPECT_EQ(pdb(steps_environment, "")->evaluate(steps_environment.initial_state()), 3);
  EXPECT_EQ(cache.files().size(), 4u);
}

// Enumeration stops with a message, not an exhausted memory, when the abstraction has too many
// moves to store (the eight-puzzle example has 181,440 states and 483,840 moves).
TEST(PatternDatabase, EnumerationRefusesMoreMovesThanItMayStore) {
  Task task(spec_example("eight-14"));
  BuildProgress progress("test", 1);
  EXPECT_EQ(enumerate_abstract_space(task, {task.initial_state()}, progress).states(), 181'440u);
  std::vector<std::string> headlines =
      error_headlines([&] { enumerate_abstract_space(task, {task.initial_state()}, progress, 1000); });
  ASSERT_EQ(headlines.size(), 1u);
  const std::string& message = headlines.front();
  EXPECT_EQ(message.substr(0, 65), "heuristic: error: pdb: the abstraction has more than 1000 moves (");
  EXPECT_EQ(message.substr(message.size() - 45), " states enumerated so far); keep fewer pieces");
}

}  // namespace
}  // namespace polyplan
