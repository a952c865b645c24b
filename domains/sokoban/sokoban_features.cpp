#include "domains/sokoban/sokoban_features.hpp"

#include <memory>
#include <optional>

#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"
#include "domains/sokoban/structure/room_links.hpp"

namespace polyplan {
namespace {

class SokobanFeatures {
 public:
  SokobanFeatures(const Task& task, bool room_links)
      : board_(task, room_links ? "features=sokoban-rooms" : "features=sokoban"),
        has_box_(board_),
        rooms_(find_goal_rooms(board_)),
        in_room_(cells(), false),
        door_(cells(), false),
        seen_(cells()) {
    if (room_links) links_.emplace(board_);
    for (const GoalRoom& room : rooms_)
      for (int cell : room.cells) in_room_[index(cell)] = true;
    for (int cell = 0; cell < board_.floor_count(); ++cell)
      for (int axis = 0; axis < 2; ++axis)
        if (board_.neighbour(cell, axis + 1) == SokobanBoard::kNone &&
            board_.neighbour(cell, (axis + 3) % 4) == SokobanBoard::kNone &&
            board_.neighbour(cell, axis) != SokobanBoard::kNone &&
            board_.neighbour(cell, axis + 2) != SokobanBoard::kNone)
          door_[index(cell)] = true;
  }

  void project(StateView state, std::span<int> features) {
    board_.box_cells(state, boxes_);
    has_box_.fill(boxes_);
    int packed = 0, in_rooms = 0;
    for (const GoalRoom& room : rooms_) {
      const int filled = packed_prefix(room, has_box_);
      packed += filled;
      for (int cell : room.cells) in_rooms += has_box_[cell];
      in_rooms -= filled;
    }
    int doors = 0;
    for (int cell : boxes_) {
      if (!in_room_[index(cell)] && board_.is_goal(cell)) ++packed;
      doors += door_[index(cell)];
    }
    features[0] = board_.box_count() - packed;
    features[1] = in_rooms;
    features[2] = regions() - 1;
    features[3] = links_ ? links_->obstructed(boxes_, has_box_) : doors;
    has_box_.clear(boxes_);
  }

 private:
  std::size_t cells() const { return static_cast<std::size_t>(board_.floor_count()); }
  static std::size_t index(int cell) { return static_cast<std::size_t>(cell); }

  int regions() {
    seen_.clear();
    int count = 0;
    for (int start = 0; start < board_.floor_count(); ++start) {
      if (has_box_[start] || seen_.marked(start)) continue;
      ++count;
      queue_.assign(1, start);
      seen_.mark(start);
      for (std::size_t head = 0; head < queue_.size(); ++head)
        for (int d = 0; d < 4; ++d) {
          int next = board_.neighbour(queue_[head], d);
          if (next == SokobanBoard::kNone || has_box_[next] || seen_.marked(next)) continue;
          seen_.mark(next);
          queue_.push_back(next);
        }
    }
    return count;
  }

  SokobanBoard board_;
  BoxMap has_box_;
  std::vector<GoalRoom> rooms_;
  std::vector<bool> in_room_, door_;
  CellMarks seen_;
  std::optional<RoomLinks> links_;
  std::vector<int> boxes_, queue_;
};

FeatureSpace sokoban_features(const Environment& environment, bool room_links) {
  auto features = std::make_shared<SokobanFeatures>(environment.task(), room_links);
  return FeatureSpace{{"unpacked", "out-of-plan", "regions", room_links ? "room-links" : "doors"},
                      [features](StateView state, std::span<int> values) { features->project(state, values); }};
}

}  // namespace

FeatureSpacePlugin sokoban_feature_space() {
  return {"sokoban",
          "boxes not packed in the goal rooms' order, boxes in a room out of that order, the agent's floor cut into "
          "parts, boxes in one-wide passages",
          "sokoban", [](const Environment& environment) { return sokoban_features(environment, false); }};
}

FeatureSpacePlugin sokoban_room_feature_space() {
  return {"sokoban-rooms",
          "as sokoban, with Festival's room connectivity instead of doors: links between rooms (areas of 2 x 3 blocks) "
          "that boxes obstruct",
          "sokoban", [](const Environment& environment) { return sokoban_features(environment, true); }};
}

}  // namespace polyplan
