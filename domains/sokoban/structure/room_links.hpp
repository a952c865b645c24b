#pragma once
#include <string>
#include <vector>

#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// Festival's rooms and the links between them (Shoham and Schaeffer, "The FESS Algorithm"): a
// room is a connected area of floor cells that each lie in some 2 x 3 block of floor, where boxes
// can be stored and the agent walks around them; the floor between rooms falls into passages, and
// a passage that touches two or more rooms links them. A link is obstructed when its boxes leave
// the agent no way through it from one of its rooms to another. Counting obstructed links is the
// feature space's room connectivity: unlike counting boxes in one-wide cells, it ignores boxes in
// dead-end corridors and inside rooms, and a wide passage with one box in it still lets the agent
// through.
class RoomLinks {
 public:
  explicit RoomLinks(const SokobanBoard& board);

  int room_count() const { return room_count_; }
  int link_count() const { return static_cast<int>(links_.size()); }
  // The room a cell belongs to, or -1 for passage cells.
  int room_of(int cell) const { return room_of_[static_cast<std::size_t>(cell)]; }
  // The link a passage cell belongs to, or -1 (rooms, and passages that reach fewer than two rooms).
  int link_of(int cell) const { return link_of_[static_cast<std::size_t>(cell)]; }

  // How many links the boxes on `box_cells` obstruct; `has_box` holds the same boxes.
  int obstructed(const std::vector<int>& box_cells, const BoxMap& has_box);

 private:
  struct Link {
    std::vector<int> cells;
    // Per room it touches, the link's cells next to that room (where the agent steps in).
    std::vector<std::vector<int>> mouths;
  };
  bool blocked(const Link& link, const BoxMap& has_box);

  const SokobanBoard& board_;
  int room_count_ = 0;
  std::vector<int> room_of_, link_of_;
  std::vector<Link> links_;
  CellMarks seen_;
  std::vector<int> queue_, touched_links_;
  std::vector<bool> link_touched_;
};

// `polyplan explain`'s drawing of the rooms (a-z) and the link cells (+) of a Sokoban level, with
// their counts; empty for other tasks.
std::string describe_room_links(const Task& task);

}  // namespace polyplan
