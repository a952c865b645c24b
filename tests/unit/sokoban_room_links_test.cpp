// Festival's rooms and room links (domains/sokoban/room_links): exact rooms, links and obstructed
// counts on levels drawn so that each can be checked by eye, and the feature space built on them.
#include <gtest/gtest.h>

#include "domains/feature_space.hpp"
#include "domains/sokoban/structure/room_links.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

// Two rooms joined by the one-wide door at (3,4); a one-wide dead end (3,9)-(3,10) off the right
// room holds the goals. The door and the dead end lie in no 2 x 3 block of floor.
std::string two_rooms(int box_row, int box_col) {
  std::vector<std::string> rows = {
      "############", "#   #    ###", "#   #    ###", "#@         #", "#   #    ###", "############",
  };
  rows[3][9] = rows[3][10] = '.';
  char& box = rows[static_cast<std::size_t>(box_row)][static_cast<std::size_t>(box_col)];
  box = box == '.' ? '*' : '$';
  rows[3][7] = '$';
  std::string text;
  for (const std::string& row : rows) text += row + "\n";
  return text;
}

int floor_cell(const Task& task, int row, int col) { return task.frame().floor_at(Coord{row, col}); }

int obstructed(const Task& task) {
  Environment environment(task);
  SokobanBoard board(task, "test");
  RoomLinks links(board);
  std::vector<int> boxes;
  board.box_cells(environment.initial_state(), boxes);
  BoxMap has_box(board);
  has_box.fill(boxes);
  return links.obstructed(boxes, has_box);
}

TEST(RoomLinks, TwoRoomsJoinedByADoorAndADeadEndThatLinksNothing) {
  Task task(test_support::sokoban_text("two-rooms", two_rooms(1, 2)));
  SokobanBoard board(task, "test");
  RoomLinks links(board);
  EXPECT_EQ(links.room_count(), 2);
  EXPECT_EQ(links.link_count(), 1);
  EXPECT_NE(links.room_of(floor_cell(task, 1, 1)), links.room_of(floor_cell(task, 1, 5)));
  EXPECT_EQ(links.room_of(floor_cell(task, 3, 4)), -1);
  EXPECT_EQ(links.link_of(floor_cell(task, 3, 4)), 0);
  EXPECT_EQ(links.room_of(floor_cell(task, 3, 9)), -1);
  EXPECT_EQ(links.link_of(floor_cell(task, 3, 9)), -1);
}

TEST(RoomLinks, OnlyABoxInTheDoorObstructsALink) {
  EXPECT_EQ(obstructed(Task(test_support::sokoban_text("in-room", two_rooms(1, 2)))), 0);
  EXPECT_EQ(obstructed(Task(test_support::sokoban_text("in-door", two_rooms(3, 4)))), 1);
  EXPECT_EQ(obstructed(Task(test_support::sokoban_text("in-dead-end", two_rooms(3, 9)))), 0);
}

TEST(RoomLinks, TheFeatureSpaceCountsObstructedLinksWhereDoorsCountsOneWideCells) {
  Task task(test_support::sokoban_text("in-dead-end", two_rooms(3, 9)));
  Environment environment(task);
  FeatureSpace doors = feature_space_registry().find("sokoban")->create(environment);
  FeatureSpace rooms = feature_space_registry().find("sokoban-rooms")->create(environment);
  ASSERT_EQ(rooms.names, (std::vector<std::string>{"unpacked", "out-of-plan", "regions", "room-links"}));
  std::vector<int> with_doors(4), with_rooms(4);
  doors.project(environment.initial_state(), with_doors);
  rooms.project(environment.initial_state(), with_rooms);
  // The box on the near goal of the dead end packs nothing (the far goal comes first), is out of
  // plan and cuts the far goal off; it stands in a one-wide cell, which doors counts, but links
  // no rooms.
  EXPECT_EQ(with_doors, (std::vector<int>{2, 1, 1, 1}));
  EXPECT_EQ(with_rooms, (std::vector<int>{2, 1, 1, 0}));
}

}  // namespace
}  // namespace polyplan
