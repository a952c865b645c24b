// Hotspots (boxes that cut others off from every goal) and the hotspot macro built on them: exact
// values on a level worked out by hand. The plans found with the macro are replayed with the
// other any-plan macros' (sokoban_goal_rooms_test.cpp).
#include <gtest/gtest.h>

#include "domains/move_macro.hpp"
#include "domains/sokoban/structure/hotspots.hpp"
#include "parser/input_error.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

// Two rooms joined by one door cell (3,4); the goals are in the right room, halfway up. The box
// in the door shuts the left box in; the left box is in nobody's way.
const char* const kDoor =
    "############\n"
    "#@  #      #\n"
    "#   #      #\n"
    "# $ $    ..#\n"
    "#   #      #\n"
    "#   #      #\n"
    "############\n";

int floor_cell(const Task& task, int row, int col) { return task.frame().floor_at(Coord{row, col}); }

TEST(Hotspots, ABoxInTheOnlyDoorBlocksTheBoxBehindIt) {
  Task task(test_support::sokoban_text("door", kDoor));
  SokobanBoard board(task, "test");
  Hotspots hotspots(board);
  const int door = floor_cell(task, 3, 4), left = floor_cell(task, 3, 2);
  EXPECT_TRUE(hotspots.blocks(door, left));
  EXPECT_FALSE(hotspots.blocks(left, door));
  // Just past the door the box still blocks: the left box, pushed up or down beside the door,
  // cannot be pushed on along row 2 or 4 (the agent would stand in the wall). One cell further
  // on, or off row 3 there, it is out of the way: the left box goes up beside it and round.
  for (int col : {5, 6}) EXPECT_TRUE(hotspots.blocks(floor_cell(task, 3, col), left)) << col;
  for (auto [row, col] : {std::pair{3, 7}, {2, 6}, {4, 6}})
    EXPECT_FALSE(hotspots.blocks(floor_cell(task, row, col), left)) << row << "," << col;
  // A box in the top row can be pushed along it only, never down to the goals: it reaches none.
  EXPECT_FALSE(hotspots.live(floor_cell(task, 1, 6)));
  EXPECT_FALSE(hotspots.blocks(door, floor_cell(task, 1, 6)));
  std::vector<int> boxes;
  board.box_cells(task.initial_state(), boxes);
  EXPECT_EQ(hotspots.blocked_by(door, boxes), 1);
  EXPECT_EQ(hotspots.blocked_by(left, boxes), 0);
  EXPECT_EQ(hotspots.count(boxes), 1);
}

using test_support::macro_moves;

TEST(HotspotMacro, TheBoxInTheDoorIsPushedToTheNearestCellOutOfTheWay) {
  Task task(test_support::sokoban_text("door", kDoor));
  Environment environment(task);
  StateValues state = environment.initial_state();
  std::vector<Move> plain, moves = macro_moves(environment, state, "hotspot");
  environment.successors(state, plain);
  ASSERT_EQ(moves.size(), plain.size() + 1);
  const Move& out = moves.back();
  EXPECT_EQ(task.table(out.piece).cells(static_cast<int>(state[static_cast<std::size_t>(out.piece)]))[0],
            floor_cell(task, 3, 4));
  // (3,5) and (3,6) still block; three pushes reach (3,7), (2,6) and (4,6), which do not. The
  // search tries directions in the order left, up, right, down, so it stops at (2,6).
  EXPECT_EQ(task.table(out.piece).cells(static_cast<int>(out.placement))[0], floor_cell(task, 2, 6));
  EXPECT_EQ(out.cost, 3);
  EXPECT_EQ(out.direction, 1);  // up
  // With the box out of the way nothing is a hotspot: no move is added.
  StateValues after(state.size());
  environment.apply(state, out, after);
  std::vector<Move> plain_after, moves_after = macro_moves(environment, after, "hotspot");
  environment.successors(after, plain_after);
  EXPECT_EQ(moves_after.size(), plain_after.size());
}

TEST(HotspotMacro, IsNotOptimalAndOnlyThePushDomainTakesIt) {
  EXPECT_FALSE(move_macro_registry().find("hotspot")->keeps_optimal);
  EXPECT_FALSE(SearchConfiguration::parse("astar(emm, macros=hotspot)", "test").optimal());
  Task task(import_sokoban(
                SourceFile::from_text("door.xsb", kDoor), "",
                [] {
                  LoadOptions options;
                  options.sokoban_domain = "sokoban-moves";
                  return options;
                }(),
                domain_registry())
                .front());
  Environment environment(task);
  try {
    move_macro_registry().find("hotspot")->create(environment);
    ADD_FAILURE() << "the hotspot macro accepted sokoban-moves";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "macros: error: hotspot needs walking to be free (domain sokoban): it moves a box out of the way in one "
              "move");
  }
}

}  // namespace
}  // namespace polyplan
