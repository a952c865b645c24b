// The local deadlock search (domains/sokoban/deadlocks/local_deadlock.hpp): on every reachable
// state of small levels, with every box in turn as the one pushed last (the test is sound for any
// box), it may call a state dead only when the exact h* (backward search over the whole space)
// says no goal can be reached; and it finds dead states that the static tests, the corral search
// and the table of dead triples all keep.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include "heuristics/sokoban/deadlock_filter.hpp"
#include "tests/support/puzzle_generators.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

DeadlockChoice local_only(int boxes, int reach, bool patterns) {
  DeadlockChoice choice{false, false, false, false, false, 0};
  choice.local = {boxes, reach, 300};
  choice.local_patterns = patterns;
  return choice;
}

struct Counts {
  std::size_t states = 0, unsolvable = 0, pruned = 0, pruned_beyond_others = 0, pruned_by_patterns = 0,
              pruned_by_banked_patterns = 0;
};

// Checks every state of `level` and counts what the local search prunes; `others` are every
// other detector together, for what the local search adds.
void check_level(ExploredLevel& level, Counts& counts) {
  SokobanBoard board(*level.task, "test");
  DeadlockFilter local(board, local_only(5, 2, false));
  DeadlockFilter wide(board, local_only(7, 4, false));
  DeadlockFilter learning(board, local_only(5, 2, true));
  DeadlockFilter others(board, DeadlockChoice{true, true, true, true, true, 3});
  DeadlockFilter pairs(board, DeadlockChoice{false, false, false, false, false, 2});
  const std::string& name = level.task->problem().name;
  test_support::for_each_state_with_boxes(
      level, board, [&](StateId id, StateView, const std::vector<int>& boxes, const BoxMap& has_box, int agent) {
        const bool solvable = level.h_star[id] != kUnreachable;
        ++counts.states;
        counts.unsolvable += !solvable;
        bool any = false;
        for (int pushed : boxes) {
          const bool dead = local.deadlocked(boxes, has_box, agent, pushed);
          const bool dead_wide = wide.deadlocked(boxes, has_box, agent, pushed);
          EXPECT_FALSE(dead && solvable) << name << " state " << id << ", box on " << pushed;
          EXPECT_FALSE(dead_wide && solvable) << name << " state " << id << ", box on " << pushed << " (wide window)";
          any = any || dead;
        }
        // Patterns learned from other states, with no box singled out.
        const bool by_pattern = learning.deadlocked(boxes, has_box, agent, -1);
        EXPECT_FALSE(by_pattern && solvable) << name << " state " << id << " (patterns)";
        for (int pushed : boxes) learning.deadlocked(boxes, has_box, agent, pushed);
        counts.pruned += any;
        counts.pruned_by_patterns += by_pattern;
        counts.pruned_beyond_others +=
            any && !others.deadlocked(boxes, has_box, agent) && !pairs.deadlocked(boxes, has_box, agent);
      });
  // A detector built afterwards over the same level starts with every pattern learned above (the
  // level's pattern bank), as a portfolio's later stage does: it prunes with no search of its own.
  DeadlockFilter later(board, local_only(5, 2, true));
  test_support::for_each_state_with_boxes(
      level, board, [&](StateId id, StateView, const std::vector<int>& boxes, const BoxMap& has_box, int agent) {
        const bool dead = later.deadlocked(boxes, has_box, agent, -1);
        EXPECT_FALSE(dead && level.h_star[id] != kUnreachable) << name << " state " << id;
        counts.pruned_by_banked_patterns += dead;
      });
}

void report(const std::string& where, const Counts& counts) {
  std::cout << "[ local ] " << where << counts.states << " states, " << counts.unsolvable
            << " unsolvable; the local search prunes " << counts.pruned << " (" << counts.pruned_beyond_others
            << " that every other test keeps), patterns " << counts.pruned_by_patterns
            << ", banked patterns in a later detector " << counts.pruned_by_banked_patterns << "\n";
}

// A state of the corpus level cross, which the exhaustive search below finds unsolvable: three
// boxes in a row under three goals and a fourth below them shut the floor under the row off from
// the agent. Each box can still move and no two or three of them are dead (the tables keep the
// state), and the corral round the pocket holds every box, so the corral test, which leaves the
// whole level to the search, does not look at it. A box of the row goes up onto its goal only
// with the agent under it, in the pocket, and the only way in is behind the fourth box pushed left
// along the bottom row, which then stands under the row itself: every order leaves a box of the
// row stuck. The local search round the row's right box takes all four (the fourth is two cells of
// floor away) and runs out of pushes. Round the middle box the fourth is three cells away, outside
// the window; without it the pocket is open and the row solvable, so nothing is proved there.
TEST(SokobanLocalDeadlock, FindsARowThatShutsThePocketBelowIt) {
  Task task(test_support::sokoban_text("row over a pocket",
                                       "  ######\n"
                                       "###@   #\n"
                                       "#    # #\n"
                                       "# ...  #\n"
                                       "##$$$  ##\n"
                                       " # . $ #\n"
                                       " #######\n"));
  SokobanBoard board(task, "test");
  const StateValues start = Environment(task).initial_state();
  std::vector<int> boxes;
  board.box_cells(start, boxes);
  BoxMap has_box(board);
  has_box.fill(boxes);
  const int agent = board.agent_cell(start);
  for (int sets : {2, 3}) {
    DeadlockFilter others(board, DeadlockChoice{true, true, true, true, true, sets});
    EXPECT_FALSE(others.deadlocked(boxes, has_box, agent)) << "sets of " << sets;
  }
  std::sort(boxes.begin(), boxes.end());
  const int row_right = boxes[2], row_middle = boxes[1];
  DeadlockFilter local(board, local_only(5, 2, false));
  EXPECT_TRUE(local.deadlocked(boxes, has_box, agent, row_right));
  EXPECT_FALSE(local.deadlocked(boxes, has_box, agent, row_middle));
  has_box.clear(boxes);
}

// The row over a pocket (above) beside its mirror image, joined by the top corridor: a level the
// same under the reflection in its middle column. The local search proves the left row dead; the
// pattern goes to the level's bank in both images, so a detector built afterwards prunes the state
// with the right row stuck instead, with no search of its own (no box is singled out).
TEST(SokobanLocalDeadlock, PatternsHoldInTheLevelsMirrorImage) {
  Task left_stuck(test_support::sokoban_text("mirrored rows",
                                             "  ##############  \n"
                                             "###@           ###\n"
                                             "#    # #### #    #\n"
                                             "# ...  #  #  *** #\n"
                                             "##$$$  ####     ##\n"
                                             " # . $ #  #   * # \n"
                                             " #######  ####### \n"));
  Task right_stuck(test_support::sokoban_text("mirrored rows",
                                              "  ##############  \n"
                                              "###@           ###\n"
                                              "#    # #### #    #\n"
                                              "# ***  #  #  ... #\n"
                                              "##     ####  $$$##\n"
                                              " # *   #  # $ . # \n"
                                              " #######  ####### \n"));
  SokobanBoard left_board(left_stuck, "test"), right_board(right_stuck, "test");
  ASSERT_EQ(left_board.layout(), right_board.layout());
  auto dead = [](const Task& task, const SokobanBoard& board, DeadlockFilter& filter, int pushed) {
    const StateValues start = Environment(task).initial_state();
    std::vector<int> boxes;
    board.box_cells(start, boxes);
    BoxMap has_box(board);
    has_box.fill(boxes);
    const bool found = filter.deadlocked(boxes, has_box, board.agent_cell(start), pushed);
    has_box.clear(boxes);
    return found;
  };
  DeadlockFilter learning(left_board, local_only(5, 2, true));
  EXPECT_TRUE(dead(left_stuck, left_board, learning, left_stuck.frame().floor_at(Coord{4, 4})));
  DeadlockFilter later(right_board, local_only(5, 2, true));
  EXPECT_TRUE(dead(right_stuck, right_board, later, -1));
}

TEST(SokobanLocalDeadlock, PrunesNoSolvableStateOfAnyWholeSpace) {
  Counts counts;
  for (Problem& problem :
       test_support::corpus_and_rooms(2024, 24, "deadlock-room", true, [](int) { return "sokoban"; })) {
    ExploredLevel level(std::move(problem));
    ASSERT_TRUE(level.space.complete) << level.task->problem().name;
    check_level(level, counts);
  }
  report("", counts);
  EXPECT_GT(counts.pruned, 0u);
  EXPECT_GT(counts.pruned_by_patterns, 0u);
  EXPECT_GE(counts.pruned_by_banked_patterns, counts.pruned_by_patterns);
}

TEST(SokobanLocalDeadlock, PrunesNoSolvableMicrobanStateAndFindsWhatTheOthersMiss) {
  POLYPLAN_NEED_SHARED_DATA(test_support::microban_levels);
  Counts counts;
  const int levels = test_support::for_each_small_microban_level(
      60, 40'000, [&](int, ExploredLevel& level) { check_level(level, counts); });
  EXPECT_GT(levels, 20);
  report("Microban: ", counts);
  EXPECT_GT(counts.pruned, 0u);
  EXPECT_GT(counts.pruned_beyond_others, 0u);
  EXPECT_GE(counts.pruned_by_banked_patterns, counts.pruned_by_patterns);
}

}  // namespace
}  // namespace polyplan
