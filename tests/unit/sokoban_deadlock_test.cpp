// The Sokoban deadlock detectors: exact answers on levels drawn for them, and on every reachable
// state of small levels a detector may only call a state dead when the exact h* (backward search
// over the whole space) says no goal can be reached from it.
#include <gtest/gtest.h>

#include <filesystem>

#include <random>

#include "domains/sokoban/deadlocks/block_deadlock.hpp"
#include "domains/sokoban/deadlocks/dead_squares.hpp"
#include "domains/sokoban/deadlocks/freeze_deadlock.hpp"
#include "domains/sokoban/deadlocks/small_set_deadlocks.hpp"
#include "heuristics/sokoban/deadlock_filter.hpp"
#include "parser/input_error.hpp"
#include "tests/support/puzzle_generators.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

std::vector<Coord> dead_cells(const Task& task) {
  SokobanBoard board(task, "test");
  DeadSquares dead(board);
  std::vector<Coord> cells;
  for (int cell = 0; cell < board.floor_count(); ++cell)
    if (dead.dead(cell)) cells.push_back(task.frame().coord(cell));
  return cells;
}

// Worked by hand: the goal is in the top-left corner. Row 1 is pulled along to the right up to
// (1 4) (the agent needs (1 5) behind it), (2 1) is pulled down from the goal with the agent on
// (3 1); the bottom row and the right column never lead back up.
TEST(SokobanDeadSquares, AreTheCellsNoPullFromAGoalReaches) {
  Task task(test_support::sokoban_text("dead",
                                       "#######\n"
                                       "#.    #\n"
                                       "# ### #\n"
                                       "#   $@#\n"
                                       "#######\n"));
  EXPECT_EQ(dead_cells(task), (std::vector<Coord>{{1, 5}, {2, 5}, {3, 1}, {3, 2}, {3, 3}, {3, 4}, {3, 5}}));
}

TEST(SokobanDeadSquares, GoalsAreNeverDead) {
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    for (Coord cell : dead_cells(task))
      EXPECT_FALSE(task.problem().frame.at(cell).goal) << title << " " << to_string(cell);
  }
}

// Which detectors fire on a level's initial state.
struct Verdicts {
  bool dead_square = false, freeze = false, block = false;
};
Verdicts initial_verdicts(const Task& task) {
  SokobanBoard board(task, "test");
  DeadSquares dead(board);
  FreezeDeadlock freeze(board, dead);
  BlockDeadlock blocks(board);
  std::vector<int> boxes;
  board.box_cells(task.initial_state(), boxes);
  BoxMap has_box(board);
  has_box.fill(boxes);
  Verdicts verdicts;
  for (int cell : boxes) verdicts.dead_square = verdicts.dead_square || dead.dead(cell);
  verdicts.freeze = freeze.deadlocked(boxes);
  verdicts.block = blocks.deadlocked(boxes, has_box);
  has_box.clear(boxes);
  return verdicts;
}

// frozen-pair: the box on (2 2) has a wall on its left and, above it, a box on a goal that sits in
// a corner; neither can ever move. The off-goal box is on a live square and in no 2x2 block, so
// only the freeze test sees it.
TEST(SokobanFreezeDeadlock, FindsABoxHeldByAFrozenBoxOnAGoal) {
  Task task(test_support::sokoban_level("frozen-pair"));
  Verdicts verdicts = initial_verdicts(task);
  EXPECT_TRUE(verdicts.freeze);
  EXPECT_FALSE(verdicts.dead_square);
  EXPECT_FALSE(verdicts.block);
}

TEST(SokobanBlockDeadlock, FindsFourBoxesInASquare) {
  Task task(test_support::sokoban_level("block-four"));
  Verdicts verdicts = initial_verdicts(task);
  EXPECT_TRUE(verdicts.block);
  EXPECT_TRUE(verdicts.freeze);  // the freeze test subsumes 2x2 blocks
  EXPECT_FALSE(verdicts.dead_square);
}

TEST(SokobanDeadlocks, NoDetectorFiresOnTheStartOfASolvableLevel) {
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    Verdicts verdicts = initial_verdicts(Task(test_support::sokoban_level(title)));
    EXPECT_FALSE(verdicts.dead_square || verdicts.freeze || verdicts.block) << title;
  }
}

// The corpus and random rooms whose boxes may start against walls (so that many states are
// deadlocked), with their whole spaces.
std::vector<Problem> exhaustive_levels() {
  return test_support::corpus_and_rooms(2024, 24, "deadlock-room", true, [](int) { return "sokoban"; });
}

TEST(SokobanDeadlocks, NoDetectorPrunesASolvableStateOfAnyWholeSpace) {
  struct Detector {
    const char* name;
    DeadlockChoice choice;
    std::size_t flagged = 0, flagged_alone = 0;
  };
  std::vector<Detector> detectors{{"dead-squares", {true, false, false}},
                                  {"freeze", {false, true, false}},
                                  {"blocks", {false, false, true}},
                                  {"corrals", {false, false, false, true}},
                                  {"corrals+patterns", {false, false, false, true, true}},
                                  {"sets of 2", {false, false, false, false, false, 2}},
                                  {"sets of 3", {false, false, false, false, false, 3}}};
  std::size_t states = 0, unsolvable = 0, freeze_beyond_cheaper = 0;
  for (Problem& problem : exhaustive_levels()) {
    ExploredLevel level(std::move(problem));
    ASSERT_TRUE(level.space.complete) << level.task->problem().name;
    SokobanBoard board(*level.task, "test");
    std::vector<std::unique_ptr<DeadlockFilter>> filters;
    for (const Detector& detector : detectors)
      filters.push_back(std::make_unique<DeadlockFilter>(board, detector.choice));
    std::vector<int> boxes;
    BoxMap has_box(board);
    for (StateId id = 0; id < level.space.states(); ++id) {
      StateValues state = level.state(id);
      board.box_cells(state, boxes);
      has_box.fill(boxes);
      ++states;
      bool solvable = level.h_star[id] != kUnreachable;
      unsolvable += !solvable;
      std::vector<bool> fired;
      for (std::size_t d = 0; d < detectors.size(); ++d)
        fired.push_back(filters[d]->deadlocked(boxes, has_box, board.agent_cell(state)));
      for (std::size_t d = 0; d < detectors.size(); ++d) {
        if (!fired[d]) continue;
        ++detectors[d].flagged;
        detectors[d].flagged_alone += std::count(fired.begin(), fired.end(), true) == 1;
        EXPECT_FALSE(solvable) << detectors[d].name << " calls state " << id << " of " << level.task->problem().name
                               << " dead, but h* = " << level.h_star[id];
      }
      EXPECT_TRUE(!fired[2] || fired[1]) << "a 2x2 block the freeze test misses, state " << id;
      EXPECT_TRUE(!fired[3] || fired[4]) << "patterns lost a corral deadlock, state " << id;
      // A dead pair makes every triple that holds it dead.
      EXPECT_TRUE(!fired[5] || fired[6] || boxes.size() < 3) << "a dead pair in no dead triple, state " << id;
      freeze_beyond_cheaper += fired[1] && !fired[0] && !fired[2];
      has_box.clear(boxes);
    }
  }
  std::cout << "[ deadlock ] " << states << " states, " << unsolvable << " unsolvable;";
  for (const Detector& detector : detectors)
    std::cout << " " << detector.name << " prunes " << detector.flagged << " (" << detector.flagged_alone << " alone)";
  std::cout << "\n";
  // Every detector fires, and freeze finds states the cheaper two miss (they are the quick first
  // checks: one lookup per box, the squares around each box).
  for (const Detector& detector : detectors) EXPECT_GT(detector.flagged, 0u) << detector.name;
  EXPECT_GT(freeze_beyond_cheaper, 0u);
  // The tables of dead sets find states no other detector does.
  EXPECT_GT(detectors[5].flagged_alone, 0u);
  EXPECT_GT(detectors[6].flagged_alone, 0u);
  // Learned patterns find deadlocks inside corrals the corral search does not decide.
  EXPECT_GT(detectors[4].flagged, detectors[3].flagged);
}

// What the detectors `choice` say of a level's start.
bool dead_at_start(const Task& task, DeadlockChoice choice) {
  SokobanBoard board(task, "test");
  std::vector<int> boxes;
  StateValues state = Environment(task).initial_state();
  board.box_cells(state, boxes);
  BoxMap has_box(board);
  has_box.fill(boxes);
  DeadlockFilter filter(board, choice);
  const bool dead = filter.deadlocked(boxes, has_box, board.agent_cell(state));
  has_box.clear(boxes);
  return dead;
}

// A state FESS reached on XSokoban 21 (nine boxes packed): four boxes round the empty cell (7,10)
// against the wall, which the agent cannot reach. Every push into that cell jams two of the four
// against the wall or each other, off the goals, and A* proves the state unsolvable in one
// expansion. The corral search, with the other boxes gone, used to let the two free boxes wander
// the level until its budget ran out; cutting the pushes that freeze a corral box off a goal
// decides it.
TEST(SokobanDeadlocks, ACorralWhoseEveryPushFreezesItsBoxesIsDead) {
  Task task(test_support::sokoban_text("jammed",
                                       "#########\n"
                                       "#@      #\n"
                                       "#       ####\n"
                                       "## #### #  #\n"
                                       "## # ##    #\n"
                                       "#          #\n"
                                       "#  # ##  $$#\n"
                                       "#  # ##  $ ####\n"
                                       "####      $#  #\n"
                                       " #   ##   ...*#\n"
                                       " # #   # #.* *#\n"
                                       " #   # # ##***#\n"
                                       " #####    #***#\n"
                                       "     ##   #####\n"
                                       "      #####\n"));
  EXPECT_FALSE(dead_at_start(task, DeadlockChoice{true, true, true}));
  EXPECT_TRUE(dead_at_start(task, DeadlockChoice{false, false, false, true}));
}

// Two boxes against the bottom wall, whose row has one goal: either box alone reaches it, so no
// square is dead, neither box is frozen, and the agent reaches every side of both (no corral); but
// pushes along a wall keep both boxes on that row, so they cannot both reach goals. The table of
// dead pairs knows it; the other detectors do not.
TEST(SokobanDeadlocks, TwoBoxesOnAWallRowWithOneGoalAreADeadPair) {
  Task task(test_support::sokoban_text("wall row",
                                       "#######\n"
                                       "#  .  #\n"
                                       "#     #\n"
                                       "#  @  #\n"
                                       "#.$ $ #\n"
                                       "#######\n"));
  EXPECT_FALSE(dead_at_start(task, DeadlockChoice{true, true, true, true, true}));
  EXPECT_TRUE(dead_at_start(task, DeadlockChoice{false, false, false, false, false, 2}));
  SokobanBoard board(task, "test");
  std::vector<int> boxes;
  const StateValues start = Environment(task).initial_state();
  board.box_cells(start, boxes);
  // With one box moved up off the row the pair is solvable: one box to each goal.
  SmallSetDeadlocks table(board, DeadSquares(board), 2, 1'000'000);
  ASSERT_TRUE(table.complete());
  EXPECT_GT(table.dead_sets(), 0u);
  EXPECT_FALSE(table.deadlocked(board.agent_cell(start), {boxes[0], board.neighbour(boxes[1], kUp)}));
}

// How many states of the Microban levels among 1-60 whose whole space is small each of the
// `choices` prunes, asserting that none of them prunes a solvable state (h* finite); empty when
// the shared data is not there.
std::vector<std::size_t> pruned_on_small_microban(const std::vector<DeadlockChoice>& choices) {
  std::vector<std::size_t> pruned(choices.size(), 0);
  if (!std::filesystem::exists(test_support::microban_levels)) return {};
  const int levels = test_support::for_each_small_microban_level(60, 40'000, [&](int number, ExploredLevel& level) {
    SokobanBoard board(*level.task, "test");
    std::vector<std::unique_ptr<DeadlockFilter>> filters;
    for (const DeadlockChoice& choice : choices) filters.push_back(std::make_unique<DeadlockFilter>(board, choice));
    test_support::for_each_state_with_boxes(
        level, board, [&](StateId id, StateView, const std::vector<int>& boxes, const BoxMap& has_box, int agent) {
          for (std::size_t c = 0; c < choices.size(); ++c) {
            const bool dead = filters[c]->deadlocked(boxes, has_box, agent);
            pruned[c] += dead;
            EXPECT_FALSE(dead && level.h_star[id] != kUnreachable)
                << "detector " << c << ", Microban " << number << " state " << id;
          }
        });
  });
  EXPECT_GT(levels, 20);
  return pruned;
}

// The tables of dead sets on published levels: never a solvable state.
TEST(SokobanDeadlocks, SetTablesPruneNoSolvableMicrobanState) {
  POLYPLAN_NEED_SHARED_DATA(test_support::microban_levels);
  std::vector<std::size_t> pruned = pruned_on_small_microban(
      {DeadlockChoice{false, false, false, false, false, 2}, DeadlockChoice{false, false, false, false, false, 3}});
  EXPECT_GT(pruned[0], 0u);
  EXPECT_GT(pruned[1], 0u);
  std::cout << "[ deadlock ] Microban: dead pairs prune " << pruned[0] << ", dead triples " << pruned[1] << "\n";
}

// Corral deadlocks on published levels with real corrals: never a solvable state; patterns (which
// keep every corral deadlock, as the exhaustive test checks) find more.
TEST(SokobanDeadlocks, CorralsPruneNoSolvableMicrobanState) {
  POLYPLAN_NEED_SHARED_DATA(test_support::microban_levels);
  std::vector<std::size_t> pruned = pruned_on_small_microban(
      {DeadlockChoice{false, false, false, true}, DeadlockChoice{false, false, false, true, true}});
  EXPECT_GT(pruned[0], 0u);
  EXPECT_GE(pruned[1], pruned[0]);
  std::cout << "[ deadlock ] Microban: corrals prune " << pruned[0] << ", learned patterns " << pruned[1] - pruned[0]
            << " more\n";
}

TEST(SokobanBoard, DeclinesTasksThatAreNotSokobanLevels) {
  Task tiles(std::move(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry())
          .front()));
  try {
    SokobanBoard board(tiles, "emm");
    FAIL() << "a sliding-tile task was accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().message,
              "emm needs a Sokoban level: its domain must have one move rule, with an agent that pushes (like push)");
  }
}

}  // namespace
}  // namespace polyplan
