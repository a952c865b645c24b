#include "domains/sokoban/macros/trip_macro.hpp"

#include <string>

#include "domains/sokoban/board/single_box_pushes.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/deadlocks/dead_squares.hpp"
#include "domains/sokoban/macros/push_macro.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"

namespace polyplan {
namespace {

// Which trips a macro adds: to the open goals, to the farthest cells, or both from one search
// per box (one labelling of the floor and one breadth-first search where the two macros side by
// side make two; their moves come box by box, not kind by kind); or to every cell a box reaches.
enum class Trips { ToGoals, ToFarthest, Both, Everywhere };
constexpr bool to_goals(Trips kind) { return kind == Trips::ToGoals || kind == Trips::Both; }
constexpr bool to_farthest(Trips kind) { return kind == Trips::ToFarthest || kind == Trips::Both; }

constexpr const char* trip_name(Trips kind) {
  switch (kind) {
    case Trips::ToGoals:
      return "goal-trip";
    case Trips::ToFarthest:
      return "far-trip";
    case Trips::Both:
      return "trip";
    case Trips::Everywhere:
      break;
  }
  return "relocate";
}

template <Trips kind>
class TripMoves {
 public:
  explicit TripMoves(const Task& task)
      : board_(task, std::string("macros=") + trip_name(kind)),
        has_box_(board_),
        // Far trips never look at goals: only goal trips pay for the rooms and their marks.
        rooms_(to_goals(kind) ? find_goal_rooms(board_) : std::vector<GoalRoom>{}),
        live_(cells_reaching_a_goal(board_)),
        room_of_(to_goals(kind) ? static_cast<std::size_t>(board_.floor_count()) : 0, -1),
        open_(to_goals(kind) ? static_cast<std::size_t>(board_.floor_count()) : 0),
        pushes_(board_),
        placements_(task, board_) {
    for (std::size_t r = 0; r < rooms_.size(); ++r)
      for (int goal : rooms_[r].cells) room_of_[static_cast<std::size_t>(goal)] = static_cast<int>(r);
  }

  void extend(StateView state, std::vector<Move>& moves) {
    board_.box_cells(state, boxes_);
    has_box_.fill(boxes_);
    if constexpr (to_goals(kind)) mark_open_goals();
    const int agent = board_.agent_cell(state);
    for (int b = 0; b < board_.box_count(); ++b) {
      const int from = boxes_[static_cast<std::size_t>(b)];
      if constexpr (kind == Trips::Everywhere) {
        // A single push is a move of the state already.
        pushes_.each_reached(
            has_box_, from, from, agent,
            [&](const SingleBoxPushes::Path& path) {
              if (path.pushes > 1) add(b, from, path, moves);
              return false;
            },
            &live_);
        continue;
      }
      // A box on a goal, or any box when no goal is open, makes no goal trip; with goal trips alone
      // it is left where it is.
      const bool goal_trips = to_goals(kind) && !board_.is_goal(from) && open_count_ > 0;
      if (!goal_trips && !to_farthest(kind)) continue;
      std::optional<SingleBoxPushes::Path> farthest;
      int goals_left = open_count_;
      pushes_.each_reached(
          has_box_, from, from, agent,
          [&](const SingleBoxPushes::Path& path) {
            if constexpr (to_farthest(kind)) farthest = path;
            if (!goal_trips || !open_.marked(path.cell)) return false;
            add(b, from, path, moves);
            // Every open goal has its trip: with goal trips alone the rest of the search adds none.
            return --goals_left == 0 && !to_farthest(kind);
          },
          &live_);
      // The farthest cell, unless it is a goal the box has its trip to already.
      if (farthest && !(goal_trips && open_.marked(farthest->cell))) add(b, from, *farthest, moves);
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

// Every trip macro's plugin, named as its kind; a trip is one move only where walking is free.
template <Trips kind>
MoveMacroPlugin trip_plugin(std::string description) {
  return push_macro_plugin<TripMoves<kind>>(
      trip_name(kind), std::move(description), false,
      kind == Trips::ToGoals ? "it moves a box to a goal in one move" : "it moves a box in one move");
}

}  // namespace

MoveMacroPlugin goal_trip_macro() {
  return trip_plugin<Trips::ToGoals>(
      "one more move per box off a goal and free goal it reaches alone, the others standing (a room's goal only "
      "while first open in its packing order): the trip there by its fewest pushes (YASS's packing-order search "
      "moves; any plan)");
}

MoveMacroPlugin trip_macro() {
  return trip_plugin<Trips::Both>(
      "goal-trip and far-trip from one search per box (the two side by side search each box twice; a box's goal "
      "trips and far trip come together, and no far trip repeats a goal trip)");
}

MoveMacroPlugin relocate_macro() {
  return trip_plugin<Trips::Everywhere>(
      "one more move per box and cell it reaches alone in two pushes or more, the others standing, no dead "
      "square: the trip there by its fewest pushes (Festival's box relocations; as plain-macros of fess a "
      "relocation weighs one move; any plan)");
}

MoveMacroPlugin far_trip_macro() {
  return trip_plugin<Trips::ToFarthest>(
      "one more move per box: its trip alone, the others standing, to the cell its fewest pushes take it farthest "
      "from where it stands, no dead square (YASS's packing-order search moves that clear the way; any plan)");
}

}  // namespace polyplan
