#include "domains/sokoban/trip_macro.hpp"

#include "domains/sokoban/dead_squares.hpp"
#include "domains/sokoban/goal_rooms.hpp"
#include "domains/sokoban/push_macro.hpp"
#include "domains/sokoban/single_box_pushes.hpp"
#include "domains/sokoban/sokoban_board.hpp"

namespace polyplan {
namespace {

// Which trips a macro adds: to the open goals, or to the farthest cells.
enum class Trips { ToGoals, ToFarthest };

template <Trips kind>
class TripMoves {
 public:
  explicit TripMoves(const Task& task)
      : board_(task, kind == Trips::ToGoals ? "macros=goal-trip" : "macros=far-trip"),
        has_box_(board_),
        // Far trips never look at goals: only goal trips pay for the rooms and their marks.
        rooms_(kind == Trips::ToGoals ? find_goal_rooms(board_) : std::vector<GoalRoom>{}),
        live_(cells_reaching_a_goal(board_)),
        room_of_(kind == Trips::ToGoals ? static_cast<std::size_t>(board_.floor_count()) : 0, -1),
        open_(kind == Trips::ToGoals ? static_cast<std::size_t>(board_.floor_count()) : 0),
        pushes_(board_),
        placements_(task, board_) {
    for (std::size_t r = 0; r < rooms_.size(); ++r)
      for (int goal : rooms_[r].cells) room_of_[static_cast<std::size_t>(goal)] = static_cast<int>(r);
  }

  void extend(StateView state, std::vector<Move>& moves) {
    board_.box_cells(state, boxes_);
    has_box_.fill(boxes_);
    if constexpr (kind == Trips::ToGoals) {
      mark_open_goals();
      if (open_count_ == 0) {
        has_box_.clear(boxes_);
        return;
      }
    }
    const int agent = board_.agent_cell(state);
    for (int b = 0; b < board_.box_count(); ++b) {
      const int from = boxes_[static_cast<std::size_t>(b)];
      const bool on_goal = board_.is_goal(from);
      if (kind == Trips::ToGoals && on_goal) continue;
      std::optional<SingleBoxPushes::Path> farthest;
      int goals_left = open_count_;
      pushes_.each_reached(
          has_box_, from, from, agent,
          [&](const SingleBoxPushes::Path& path) {
            if constexpr (kind == Trips::ToFarthest) {
              farthest = path;
              return false;
            } else {
              if (!open_.marked(path.cell)) return false;
              add(b, from, path, moves);
              return --goals_left == 0;  // every open goal has its trip: the rest of the search adds none
            }
          },
          &live_);
      if (farthest) add(b, from, *farthest, moves);
    }
    has_box_.clear(boxes_);
  }

 private:
  // The goals a trip may end on: free, and in a room with an order only the first open goal.
  void mark_open_goals() {
    open_.clear();
    open_count_ = 0;
    auto open = [&](int goal) {
      open_.mark(goal);
      ++open_count_;
    };
    for (int goal : board_.goals())
      if (!has_box_[goal] && room_of_[static_cast<std::size_t>(goal)] < 0) open(goal);
    for (const GoalRoom& room : rooms_)
      if (int goal = first_open_goal(room, has_box_); goal >= 0) open(goal);
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
  int open_count_ = 0;
  SingleBoxPushes pushes_;
  SingleBoxPushes flood_pushes_{board_};
  PushPlacements placements_;
  std::vector<int> boxes_;
};

}  // namespace

MoveMacroPlugin goal_trip_macro() {
  return {"goal-trip",
          "one more move per box off a goal and free goal it reaches alone, the others standing (a room's goal only "
          "while first open in its packing order): the trip there by its fewest pushes (YASS's packing-order search "
          "moves; any plan)",
          "sokoban", false, [](const Environment& environment) {
            return push_macro<TripMoves<Trips::ToGoals>>(
                environment,
                "goal-trip needs walking to be free (domain sokoban): it moves a box to a goal in one move");
          }};
}

MoveMacroPlugin far_trip_macro() {
  return {"far-trip",
          "one more move per box: its trip alone, the others standing, to the cell its fewest pushes take it farthest "
          "from where it stands, no dead square (YASS's packing-order search moves that clear the way; any plan)",
          "sokoban", false, [](const Environment& environment) {
            return push_macro<TripMoves<Trips::ToFarthest>>(
                environment, "far-trip needs walking to be free (domain sokoban): it moves a box in one move");
          }};
}

}  // namespace polyplan
