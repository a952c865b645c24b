#include "domains/sokoban/trip_macro.hpp"

#include "domains/sokoban/dead_squares.hpp"
#include "domains/sokoban/goal_rooms.hpp"
#include "domains/sokoban/push_macro.hpp"
#include "domains/sokoban/single_box_pushes.hpp"
#include "domains/sokoban/sokoban_board.hpp"

namespace polyplan {
namespace {

class TripMoves {
 public:
  explicit TripMoves(const Task& task)
      : board_(task, "macros=trip"),
        has_box_(board_),
        rooms_(find_goal_rooms(board_)),
        live_(cells_reaching_a_goal(board_)),
        room_of_(static_cast<std::size_t>(board_.floor_count()), -1),
        open_(static_cast<std::size_t>(board_.floor_count())),
        pushes_(board_),
        placements_(task, board_) {
    for (std::size_t r = 0; r < rooms_.size(); ++r)
      for (int goal : rooms_[r].cells) room_of_[static_cast<std::size_t>(goal)] = static_cast<int>(r);
  }

  void extend(StateView state, std::vector<Move>& moves) {
    board_.box_cells(state, boxes_);
    has_box_.fill(boxes_);
    mark_open_goals();
    const int agent = board_.agent_cell(state);
    for (int b = 0; b < board_.box_count(); ++b) {
      const int from = boxes_[static_cast<std::size_t>(b)];
      const bool on_goal = board_.is_goal(from);
      std::optional<SingleBoxPushes::Path> farthest;
      pushes_.each_reached(
          has_box_, from, from, agent,
          [&](const SingleBoxPushes::Path& path) {
            farthest = path;
            if (!on_goal && open_.marked(path.cell)) add(b, from, path, moves);
            return false;
          },
          &live_);
      // Unless the farthest cell is a goal the box got a trip to already.
      if (farthest && (on_goal || !open_.marked(farthest->cell))) add(b, from, *farthest, moves);
    }
    has_box_.clear(boxes_);
  }

 private:
  // The goals a trip may end on: free, and in a room with an order only the first open goal.
  void mark_open_goals() {
    open_.clear();
    for (int goal : board_.goals())
      if (!has_box_[goal] && room_of_[static_cast<std::size_t>(goal)] < 0) open_.mark(goal);
    for (const GoalRoom& room : rooms_)
      if (int goal = first_open_goal(room, has_box_); goal >= 0) open_.mark(goal);
  }

  void add(int b, int from, const SingleBoxPushes::Path& path, std::vector<Move>& moves) {
    // The move's agent comes from a flood of its own, which the breadth-first search under way
    // does not use (it keeps its own marks).
    moves.push_back(
        single_box_move(board_.boxes()[static_cast<std::size_t>(b)], from, path, has_box_, flood_pushes_, placements_));
  }

  SokobanBoard board_;
  BoxMap has_box_;
  std::vector<GoalRoom> rooms_;
  std::vector<bool> live_;
  std::vector<int> room_of_;  // per cell: the room whose goal it is, or -1
  CellMarks open_;
  SingleBoxPushes pushes_;
  SingleBoxPushes flood_pushes_{board_};
  PushPlacements placements_;
  std::vector<int> boxes_;
};

}  // namespace

MoveMacroPlugin trip_macro() {
  return {"trip",
          "replaces a state's moves by whole trips of one box, the others standing: each box off a goal to each free "
          "goal it reaches (a room's by its packing order), each box to its farthest cell (YASS's packing-order "
          "search; any plan, not complete)",
          "sokoban", false, [](const Environment& environment) {
            return push_macro<TripMoves>(
                environment, "trip needs walking to be free (domain sokoban): it moves a box to its goal in one move");
          }};
}

}  // namespace polyplan
