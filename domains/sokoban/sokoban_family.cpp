#include "domains/sokoban/sokoban_family.hpp"

#include "domains/sokoban/deadlocks/small_set_deadlocks.hpp"
#include "domains/sokoban/macros/meet_macro.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"
#include "domains/sokoban/structure/maze_decomposition.hpp"
#include "domains/sokoban/structure/room_links.hpp"

namespace polyplan {

FamilyPlugin sokoban_family() {
  FamilyPlugin family{"sokoban", "", nullptr, nullptr};
  family.describe = [](const Task& task) {
    return describe_decompositions(task) + describe_goal_rooms(task) + describe_room_links(task) +
           describe_goal_perimeter(task) + describe_dead_sets(task);
  };
  return family;
}

}  // namespace polyplan
