#include "domains/sokoban/sokoban_features.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>

#include "domains/cell_flood.hpp"
#include "domains/cell_rings.hpp"
#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"
#include "domains/sokoban/structure/room_links.hpp"

namespace polyplan {
namespace {

class SokobanFeatures {
 public:
  SokobanFeatures(const Task& task, const char* option, bool room_links, bool by_layers)
      : board_(task, option),
        by_layers_(by_layers),
        has_box_(board_),
        rooms_(find_goal_rooms(board_)),
        in_room_(cells(), false),
        door_(cells(), false),
        seen_(cells()),
        part_of_(cells(), kBox),
        parent_has_box_(board_),
        rings_(task.frame()) {
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
      const int filled = by_layers_ ? packed_layers(room, has_box_) : packed_prefix(room, has_box_);
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
    int parts = parent_known_ ? parts_after_one_move() : -1;
    if (parts < 0) parts = label_parts(false);
    features[2] = parts - 1;
    features[3] = links_ ? links_->obstructed(boxes_, has_box_) : doors;
    has_box_.clear(boxes_);
  }

  // The parent's free parts, labelled once for all its children (FeatureSpace::expanding).
  void expanding(StateView parent) {
    if (parent_known_) parent_has_box_.clear(parent_boxes_);
    board_.box_cells(parent, parent_boxes_);
    has_box_.fill(parent_boxes_);
    parent_parts_ = label_parts(true);
    has_box_.clear(parent_boxes_);
    parent_has_box_.fill(parent_boxes_);
    parent_known_ = true;
  }

 private:
  static constexpr int kBox = -1;

  std::size_t cells() const { return static_cast<std::size_t>(board_.floor_count()); }
  static std::size_t index(int cell) { return static_cast<std::size_t>(cell); }

  // The free parts of the floor around has_box_'s boxes, how many; with `keep`, each cell's part
  // in part_of_ (the parent's labelling, which a child's count leaves alone).
  int label_parts(bool keep) {
    seen_.clear();
    int count = 0;
    for (int start = 0; start < board_.floor_count(); ++start) {
      if (has_box_[start]) {
        if (keep) part_of_[index(start)] = kBox;
        continue;
      }
      if (seen_.marked(start)) continue;
      queue_.assign(1, start);
      seen_.mark(start);
      if (keep) part_of_[index(start)] = count;
      for (std::size_t head = 0; head < queue_.size(); ++head)
        for (int d = 0; d < 4; ++d) {
          int next = board_.neighbour(queue_[head], d);
          if (next == SokobanBoard::kNone || has_box_[next] || seen_.marked(next)) continue;
          seen_.mark(next);
          if (keep) part_of_[index(next)] = count;
          queue_.push_back(next);
        }
      ++count;
    }
    return count;
  }

  // The state's part count read off the parent's labelling when the state's boxes (has_box_,
  // boxes_) are the parent's with one moved, from `from` to `to`; -1 otherwise, or when the cells
  // around `to` cannot tell. Freeing `from` joins it and the distinct parts beside it into one;
  // filling `to` then cuts the part it was in into as many as there are separate groups among its
  // free neighbours: none when it was alone, one when the ring around it joins them (CellRings),
  // else as short walks find.
  int parts_after_one_move() {
    int to = -1;
    for (int cell : boxes_)
      if (!parent_has_box_[cell]) {
        if (to >= 0) return -1;
        to = cell;
      }
    if (to < 0) return parent_parts_;
    int from = -1;
    for (int cell : parent_boxes_)
      if (!has_box_[cell]) from = cell;
    std::array<int, 4> joined{};
    int distinct = 0;
    for (int d = 0; d < 4; ++d) {
      const int next = board_.neighbour(from, d);
      if (next == SokobanBoard::kNone || part_of_[index(next)] == kBox) continue;
      const int part = part_of_[index(next)];
      if (std::find(joined.begin(), joined.begin() + distinct, part) == joined.begin() + distinct)
        joined[static_cast<std::size_t>(distinct++)] = part;
    }
    const int freed = parent_parts_ - distinct + 1;
    const int groups = groups_beside(to);
    return groups < 0 ? -1 : freed - 1 + groups;
  }

  // How many separate groups the free cells beside the box on `to` fall into (has_box_ marks the
  // boxes), or -1 when the walks ran too long to tell.
  int groups_beside(int to) {
    std::array<int, 4> sides{};
    std::size_t count = 0;
    for (int d = 0; d < 4; ++d) {
      const int next = board_.neighbour(to, d);
      if (next != SokobanBoard::kNone && !has_box_[next]) sides[count++] = next;
    }
    if (count <= 1) return static_cast<int>(count);
    if (!rings_.may_split(to, [&](int cell) { return !has_box_[cell]; })) return 1;
    // A walk that ends went round its whole group; the sides no such walk met must all be met by
    // one long walk to be one group.
    int closed = 0;
    unsigned settled = 0, long_reach = 0;
    for (std::size_t i = 0; i < count; ++i) {
      if (settled & (1u << i)) continue;
      unsigned met = 0;
      const bool ended = walk(sides[i], sides, count, met);
      if (ended) {
        ++closed;
        settled |= met;
      } else if (long_reach == 0) {
        long_reach = met;
      }
    }
    const unsigned all = (1u << count) - 1, open = all & ~settled;
    if (open == 0) return closed;
    return (open & ~long_reach) == 0 ? closed + 1 : -1;
  }

  // Walks the free cells from `start`, at most kSplitWalk of them; `met` gets a bit per cell of
  // `sides` reached. True when the walk ended (it went round the start's whole group).
  bool walk(int start, const std::array<int, 4>& sides, std::size_t count, unsigned& met) {
    seen_.clear();
    seen_.mark(start);
    bool too_long = false;
    flood_cells_until(
        start, queue_, [&](int cell, int d) { return board_.neighbour(cell, d); },
        [&](int next) {
          if (too_long || has_box_[next] || seen_.marked(next)) return false;
          too_long = queue_.size() == kSplitWalk;
          if (too_long) return false;
          seen_.mark(next);
          return true;
        },
        [&] { return too_long; });
    for (int cell : queue_)
      for (std::size_t i = 0; i < count; ++i)
        if (sides[i] == cell) met |= 1u << i;
    return !too_long;
  }

  // Longest walk groups_beside takes: a group a box closes off is a few cells of corridor or
  // corner; past this a full count is about as cheap.
  static constexpr std::size_t kSplitWalk = 40;

  SokobanBoard board_;
  bool by_layers_;
  BoxMap has_box_;
  std::vector<GoalRoom> rooms_;
  std::vector<bool> in_room_, door_;
  CellMarks seen_;
  std::optional<RoomLinks> links_;
  std::vector<int> boxes_, queue_;
  std::vector<int> part_of_;  // per floor cell: its part in the last labelling, kBox under a box
  // The state expanding() labelled last: its boxes and part count.
  std::vector<int> parent_boxes_;
  BoxMap parent_has_box_;
  int parent_parts_ = 0;
  bool parent_known_ = false;
  CellRings rings_;
};

FeatureSpace sokoban_features(const Environment& environment, const char* option, bool room_links, bool by_layers) {
  auto features = std::make_shared<SokobanFeatures>(environment.task(), option, room_links, by_layers);
  return FeatureSpace{{"unpacked", "out-of-plan", "regions", room_links ? "room-links" : "doors"},
                      [features](StateView state, std::span<int> values) { features->project(state, values); },
                      [features](StateView parent) { features->expanding(parent); }};
}

}  // namespace

FeatureSpacePlugin sokoban_feature_space() {
  return {"sokoban",
          "boxes not packed in the goal rooms' order, boxes in a room out of that order, the agent's floor cut into "
          "parts, boxes in one-wide passages",
          "sokoban", [](const Environment& environment) {
            return sokoban_features(environment, "features=sokoban", false, false);
          }};
}

FeatureSpacePlugin sokoban_room_feature_space() {
  return {"sokoban-rooms",
          "as sokoban, with Festival's room connectivity instead of doors: links between rooms (areas of 2 x 3 blocks) "
          "that boxes obstruct",
          "sokoban", [](const Environment& environment) {
            return sokoban_features(environment, "features=sokoban-rooms", true, false);
          }};
}

FeatureSpacePlugin sokoban_layer_feature_space() {
  return {
      "sokoban-layers",
      "as sokoban, with a goal room packed layer by layer (the goals of a layer in any order) rather than in its one "
      "packing order",
      "sokoban", [](const Environment& environment) {
        return sokoban_features(environment, "features=sokoban-layers", false, true);
      }};
}

}  // namespace polyplan
