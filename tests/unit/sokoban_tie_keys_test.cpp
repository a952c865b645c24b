// The Sokoban tie-breakers of the paper's Section 4: fill order F and level order L worked out by
// hand on corridor levels, the paper's own scoring example, inertia against the box cells of
// real successors, and A* with every tie-breaker returning the breadth-first optimum on the
// corpus (tie-breaking may reorder a plateau, never change the cost).
#include <gtest/gtest.h>

#include <algorithm>

#include "domains/sokoban/orders/fill_order.hpp"
#include "domains/sokoban/orders/level_order.hpp"
#include "domains/tie_key.hpp"
#include "parser/input_error.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

// The floor cells of a level's goals, in the board's order (left to right on these corridors).
struct Corridor {
  Task task;
  SokobanBoard board;
  std::vector<int> goals, boxes;

  struct Whole {};
  // One row between two rows of walls.
  explicit Corridor(const std::string& row)
      : Corridor(std::string(row.size(), '#') + "\n" + row + "\n" + std::string(row.size(), '#') + "\n", Whole{}) {}
  Corridor(const std::string& level, Whole)
      : task(test_support::sokoban_text("level", level)), board(task, "test"), goals(board.goals()) {
    board.box_cells(task.initial_state(), boxes);
    std::sort(goals.begin(), goals.end());
  }
};

// Three boxes in a dead-end corridor: the deepest goal must be filled first. L: the goal next to
// the boxes is removed in round 0 (pulled back onto a box's start), the middle one in round 1,
// the last one in round 2. A box counts only once every goal of a higher level has one.
TEST(LevelOrder, CorridorGoalsGetOneLevelEach) {
  Corridor level("#@$$$...#");
  LevelOrder order(level.board, level.boxes);
  ASSERT_EQ(level.goals.size(), 3u);
  EXPECT_EQ(order.levels(), 3);
  EXPECT_EQ(order.level(level.goals[0]), 0);
  EXPECT_EQ(order.level(level.goals[1]), 1);
  EXPECT_EQ(order.level(level.goals[2]), 2);
  EXPECT_EQ(order.level(level.boxes[0]), -1);
  const auto [near, middle, deep] = std::tuple{level.goals[0], level.goals[1], level.goals[2]};
  EXPECT_EQ(order.score({deep}), 1);
  EXPECT_EQ(order.score({deep, middle}), 2);
  EXPECT_EQ(order.score({deep, middle, near}), 3);
  EXPECT_EQ(order.score({middle}), 0);      // the deep goal is still empty
  EXPECT_EQ(order.score({deep, near}), 1);  // the near goal waits for the middle one
  EXPECT_EQ(order.score(level.boxes), 0);
}

// Two corridors from a middle room: the two inner goals come off in round 0, the two outer
// ones in round 1, so the outer pair forms the top level and neither of its goals is preferred
// to the other (where F's total order would pick one).
TEST(LevelOrder, GoalsRemovedInOneRoundShareALevel) {
  Corridor level("#..$ @ $..#");
  LevelOrder order(level.board, level.boxes);
  ASSERT_EQ(level.goals.size(), 4u);
  EXPECT_EQ(order.levels(), 2);
  const auto [outer_left, inner_left, inner_right, outer_right] =
      std::tuple{level.goals[0], level.goals[1], level.goals[2], level.goals[3]};
  EXPECT_EQ(order.level(outer_left), 1);
  EXPECT_EQ(order.level(outer_right), 1);
  EXPECT_EQ(order.level(inner_left), 0);
  EXPECT_EQ(order.level(inner_right), 0);
  EXPECT_EQ(order.score({outer_left}), 1);  // a box on a partly filled top level counts
  EXPECT_EQ(order.score({outer_right}), 1);
  EXPECT_EQ(order.score({outer_left, inner_left}), 1);  // the top level is not full yet
  EXPECT_EQ(order.score({outer_left, outer_right}), 2);
  EXPECT_EQ(order.score({outer_left, outer_right, inner_right}), 3);
  EXPECT_EQ(order.score({inner_left, inner_right}), 0);
}

// A box that no pull can take off its goal: the goal's only neighbour has a wall beyond it, so
// the agent has nowhere to back into. No round removes anything and the goal gets the top level.
TEST(LevelOrder, GoalsThatNoRoundEmptiesShareTheTopLevel) {
  Corridor pocket(" ####\n##.##\n#@$ #\n#####\n", Corridor::Whole{});
  LevelOrder order(pocket.board, pocket.boxes);
  ASSERT_EQ(pocket.goals.size(), 1u);
  EXPECT_EQ(order.levels(), 1);
  EXPECT_EQ(order.level(pocket.goals[0]), 0);
  EXPECT_EQ(order.score({pocket.goals[0]}), 1);
  EXPECT_EQ(FillOrder(pocket.board).rank(pocket.goals[0]), 1);  // F likewise: the top number
}

// F on the same two corridors: goals in the board's order, the first that one pull can empty
// is removed next and numbered with the count of removed boxes.
TEST(FillOrder, NumbersGoalsInRemovalOrder) {
  Corridor dead_end("#@$$$...#");
  FillOrder deep(dead_end.board);
  EXPECT_EQ(deep.rank(dead_end.goals[0]), 1);
  EXPECT_EQ(deep.rank(dead_end.goals[1]), 2);
  EXPECT_EQ(deep.rank(dead_end.goals[2]), 3);
  EXPECT_EQ(deep.rank(dead_end.boxes[0]), 0);
  EXPECT_EQ(deep.score({dead_end.goals[2], dead_end.goals[0]}), 4);

  Corridor two("#..$ @ $..#");
  FillOrder order(two.board);
  // Inner left first (the outer left one is blocked by it), then outer left, then the right pair.
  EXPECT_EQ(order.rank(two.goals[1]), 1);
  EXPECT_EQ(order.rank(two.goals[0]), 2);
  EXPECT_EQ(order.rank(two.goals[2]), 3);
  EXPECT_EQ(order.rank(two.goals[3]), 4);
  EXPECT_EQ(order.score({two.goals[0], two.goals[3]}), 6);
}

// Inertia is 0 exactly for a push of the box the previous push moved. The oracle: that box now
// stands on the cell the previous push brought it to, and after this push that cell is empty.
TEST(Inertia, PrefersPushesOfTheBoxPushedLast) {
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    SokobanBoard board(task, "test");
    TieKey inertia = tie_key_registry().find("inertia")->create(environment);
    StateValues start = environment.initial_state(), middle(start.size()), last(start.size());
    std::vector<Move> first_moves, second_moves;
    environment.successors(start, first_moves);
    int same = 0, other = 0;
    for (const Move& first : first_moves) {
      environment.apply(start, first, middle);
      EXPECT_EQ(inertia({middle, 0, 0, start, &first, nullptr}), 1) << "no previous push: " << title;
      std::vector<int> before, moved, after;
      board.box_cells(start, before);
      board.box_cells(middle, moved);
      int landed = -1;  // the cell the first push brought its box to
      for (int cell : moved)
        if (std::find(before.begin(), before.end(), cell) == before.end()) landed = cell;
      ASSERT_GE(landed, 0);
      environment.successors(middle, second_moves);
      for (const Move& second : second_moves) {
        environment.apply(middle, second, last);
        board.box_cells(last, after);
        bool pushes_it_again = std::find(after.begin(), after.end(), landed) == after.end();
        EXPECT_EQ(inertia({last, 0, 0, middle, &second, &first}), pushes_it_again ? 0 : 1) << title;
        ++(pushes_it_again ? same : other);
      }
    }
    EXPECT_GT(same, 0) << title;
    EXPECT_GT(other, 0) << title;
  }
}

// Tie-breaking reorders nodes of equal f only: every key and combination keeps A* optimal.
TEST(SokobanTieBreaking, AStarWithEveryTieBreakerMatchesBreadthFirstCosts) {
  const std::vector<std::string> tie_breakers{"inertia",
                                              "fill-order",
                                              "level-order",
                                              "[level-order, inertia]",
                                              "[inertia, fill-order]",
                                              "[level-order, inertia, h, depth]"};
  for (const std::string& title : test_support::solvable_sokoban_levels) {
    Task task(test_support::sokoban_level(title));
    Environment environment(task);
    SearchResult oracle = SearchConfiguration::parse("bfs", "test").run(environment, SearchLimits{});
    ASSERT_EQ(oracle.status, SearchStatus::Solved) << title;
    for (const std::string& keys : tie_breakers) {
      for (const char* heuristic : {"emm", "box-distance"}) {
        std::string text = std::string("astar(") + heuristic + ", tiebreak=" + keys + ")";
        SearchResult result = SearchConfiguration::parse(text, "test").run(environment, SearchLimits{});
        ASSERT_EQ(result.status, SearchStatus::Solved) << title << ' ' << text;
        EXPECT_EQ(result.plan.cost, oracle.plan.cost) << title << ' ' << text;
      }
    }
  }
}

TEST(SokobanTieBreaking, OrderKeysRefuseTasksThatAreNotSokobanLevels) {
  Task task(test_support::sokoban_text("room", "#####\n#@$.#\n#####\n"));
  Environment sokoban(task);
  EXPECT_NO_THROW(tie_key_registry().find("level-order")->create(sokoban));
  Task tiles(std::move(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#eight-14", {}, domain_registry())
          .front()));
  Environment other(tiles);
  for (const char* name : {"fill-order", "level-order"}) {
    try {
      tie_key_registry().find(name)->create(other);
      ADD_FAILURE() << name << " accepted a sliding-tile task";
    } catch (const InputError& error) {
      EXPECT_NE(std::string(error.what()).find("tiebreak"), std::string::npos) << error.what();
    }
  }
}

}  // namespace
}  // namespace polyplan
