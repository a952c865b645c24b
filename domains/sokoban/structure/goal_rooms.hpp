#pragma once
#include <string>
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// A goal room: goal cells that touch each other (side by side), at least two of them, with the
// order in which boxes can fill them. Levels gather their goals in such blocks far more often
// than not, and a block is filled from its far end: a box pushed into it early in the wrong
// place walls the rest off. The order comes from the solved block taken apart by pulls
// (packing_order.hpp); a room whose boxes cannot all be pulled out has no order and is left out.
struct GoalRoom {
  std::vector<int> cells;      // its goal cells, ascending
  std::vector<int> entrances;  // floor cells outside it beside one of its cells, ascending
  std::vector<int> order;      // its cells in the order to fill them
  // Its cells in layers, the first to fill first, each without an order of its own
  // (packing_layers); coarser than `order`, which is one of the ways to fill them.
  std::vector<std::vector<int>> layers;
};

// The level's goal rooms that have a packing order.
std::vector<GoalRoom> find_goal_rooms(const SokobanBoard& board);

// The goal the room's order fills next: the first without a box, when the boxes in the room
// stand exactly on the goals before it; -1 when the room is full or filled out of order (then
// the order has no say).
int next_goal(const GoalRoom& room, const BoxMap& has_box);
// The first goal of the order without a box, whatever stands on the goals after it; -1 when the
// room is full. A box that passes over a later goal, or waits there, leaves the order's next
// goal what it was: the packing move still names it (the goal macro, which cuts the other moves,
// keeps to next_goal).
int first_open_goal(const GoalRoom& room, const BoxMap& has_box);
// How many goals of the order, from its start, hold a box.
int packed_prefix(const GoalRoom& room, const BoxMap& has_box);
// How many boxes stand on the room's layers that are full, from the first, and on the first
// layer that is not: the boxes packed when the layers, not the order, say what comes first.
int packed_layers(const GoalRoom& room, const BoxMap& has_box);
// The goals without a box in the room's first layer that is not full; none when the room is.
void open_layer_goals(const GoalRoom& room, const BoxMap& has_box, std::vector<int>& goals);

// For `polyplan explain`: each room drawn on the level, its goals numbered in packing order (1-9,
// then a-z, then *), its entrances as 'E'; empty for a task that is no Sokoban level.
std::string describe_goal_rooms(const Task& task);

}  // namespace polyplan
