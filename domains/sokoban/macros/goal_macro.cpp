#include "domains/sokoban/macros/goal_macro.hpp"

#include <algorithm>

#include "domains/sokoban/board/single_box_pushes.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/macros/push_macro.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"

namespace polyplan {
namespace {

class GoalMacros {
 public:
  explicit GoalMacros(const Task& task)
      : task_(task),
        board_(task, "macros=goal"),
        has_box_(board_),
        rooms_(find_goal_rooms(board_)),
        room_of_(cells(), -1),
        pushes_(board_),
        placements_(task, board_) {
    for (std::size_t r = 0; r < rooms_.size(); ++r) {
      room_cells_.emplace_back(cells(), false);
      for (int cell : rooms_[r].cells) {
        room_of_[index(cell)] = static_cast<int>(r);
        room_cells_.back()[index(cell)] = true;
      }
    }
  }

  void extend(StateView state, std::vector<Move>& moves) {
    if (rooms_.empty()) return;
    board_.box_cells(state, boxes_);
    has_box_.fill(boxes_);
    next_goal_.resize(rooms_.size());
    for (std::size_t r = 0; r < rooms_.size(); ++r) next_goal_[r] = next_goal(rooms_[r], has_box_);
    macro_.assign(moves.size(), false);
    bool any = false;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      Move& move = moves[i];
      if (move.piece == task_.agent() || move.direction < 0) continue;
      const PlacementTable& table = task_.table(move.piece);
      const int to = table.cells(static_cast<int>(move.placement))[0];
      const int room = room_of_[index(to)];
      if (room < 0 || next_goal_[static_cast<std::size_t>(room)] < 0) continue;
      const int from = table.cells(static_cast<int>(state[static_cast<std::size_t>(move.piece)]))[0];
      const int goal = next_goal_[static_cast<std::size_t>(room)];
      auto path = pushes_.shortest(has_box_, from, to, board_.neighbour(to, (move.direction + 2) % 4), goal,
                                   &room_cells_[static_cast<std::size_t>(room)]);
      if (!path) continue;
      move.placement = placements_.box(goal);
      move.cost += path->pushes;
      if (path->pushes > 0) move.direction = path->last_direction;
      pushes_.flood(has_box_, from, goal, path->agent);
      move.agent = placements_.agent(pushes_.lowest());
      macro_[i] = any = true;
    }
    has_box_.clear(boxes_);
    if (!any) return;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < moves.size(); ++i)
      if (macro_[i]) moves[kept++] = moves[i];
    moves.resize(kept);
  }

 private:
  std::size_t cells() const { return static_cast<std::size_t>(board_.floor_count()); }
  static std::size_t index(int cell) { return static_cast<std::size_t>(cell); }

  const Task& task_;
  SokobanBoard board_;
  BoxMap has_box_;
  std::vector<GoalRoom> rooms_;
  std::vector<int> room_of_;
  std::vector<std::vector<bool>> room_cells_;  // per room, the cells a macro's box may cross
  SingleBoxPushes pushes_;
  std::vector<int> boxes_, next_goal_;
  std::vector<bool> macro_;
  PushPlacements placements_;
};

}  // namespace

MoveMacroPlugin goal_macro() {
  return push_macro_plugin<GoalMacros>(
      "goal",
      "a push into a goal room carried on to the next goal of its packing order, and the state's other moves "
      "dropped (goal macros and goal cuts; any plan)",
      false, "it moves a box to its goal through the room");
}

}  // namespace polyplan
