#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/side_links.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// One box pushed on its own while every other box stands: the fewest pushes that take it to a
// cell, breadth first over (box cell, side of the box the agent is on), the agent walking
// wherever the boxes leave free. The goal and packing macros are made of such paths.
class SingleBoxPushes {
 public:
  struct Path {
    int pushes = 0;
    int last_direction = -1;  // of the last push; -1 when the box is already there
    int agent = -1;           // the agent's cell after the last push (behind the box)
    int cell = -1;            // where the box ends
  };

  explicit SingleBoxPushes(const SokobanBoard& board);

  // The box stands on `box` with the agent on `agent`; `others` marks the boxes, where the cell
  // `vacated` (the box's cell in the state the map was filled from) counts as free. Only cells
  // `allowed` marks may hold the box on the way (null: any floor cell).
  std::optional<Path> shortest(const BoxMap& others, int vacated, int box, int agent, int target,
                               const std::vector<bool>* allowed = nullptr);
  // The same search to the nearest cell other than `box` that `wanted` accepts (the hotspot
  // macro's: somewhere the box is out of the others' way).
  std::optional<Path> nearest(const BoxMap& others, int vacated, int box, int agent,
                              const std::function<bool(int cell)>& wanted, const std::vector<bool>* allowed = nullptr);
  // Every cell the box reaches, each once and by its fewest pushes (nearest first), handed to
  // `visit` until it returns true (the trip macro's: every goal and the farthest cell at once).
  void each_reached(const BoxMap& others, int vacated, int box, int agent,
                    const std::function<bool(const Path& path)>& visit, const std::vector<bool>* allowed = nullptr);

  // The cells the agent reaches from `start` with the box on `box`; `lowest()`, right after,
  // is the least of them (the agent's canonical cell in free-walking levels).
  void flood(const BoxMap& others, int vacated, int box, int start);
  int lowest() const;

 private:
  struct Node {
    int box, side, pushes, last_direction;
  };
  // The start's sides of a box already pushed off its cell (one still on it reads them off
  // links_): the search reads only which sides of the box the agent reaches, so the
  // flood stops once every free side is reached (around a box in the open, a handful of cells
  // where the whole region may take hundreds). The marks of the sides are then exact; those of
  // farther cells are not. Every later box position asks links_ instead of flooding again.
  void flood_to_sides(const BoxMap& others, int vacated, int box, int start);
  bool blocked(const BoxMap& others, int vacated, int box, int cell) const {
    return cell == SokobanBoard::kNone || cell == box || (others[cell] && cell != vacated);
  }

  const SokobanBoard& board_;
  CellMarks reached_, handed_, seen_;
  std::vector<int> cells_;
  std::vector<Node> queue_;
  std::shared_ptr<SideLinks> links_;  // shared with the other macros' searches on this floor
};

}  // namespace polyplan
