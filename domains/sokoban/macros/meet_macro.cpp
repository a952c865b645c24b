#include "domains/sokoban/macros/meet_macro.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/macros/push_macro.hpp"
#include "domains/sokoban/structure/goal_perimeter.hpp"

namespace polyplan {
namespace {

// The perimeter's size: about 60 bytes a state with 20 boxes, and a second or two of pulls on an
// XSokoban level (docs/sokoban.md, "Meeting the backward search").
constexpr std::size_t kPerimeterStates = 500'000;

class MeetMacros {
 public:
  explicit MeetMacros(const Task& task)
      : board_(task, "macros=meet"),
        placements_(task, board_),
        perimeter_(board_, kPerimeterStates),
        key_(static_cast<std::size_t>(board_.box_count()) + 1) {}

  void extend(StateView state, std::vector<Move>& moves) {
    if (perimeter_.size() == 0) return;
    board_.box_cells(state, boxes_);
    for (std::size_t b = 0; b < boxes_.size(); ++b) key_[b] = static_cast<std::uint16_t>(boxes_[b]);
    std::sort(key_.begin(), key_.end() - 1);
    key_.back() = static_cast<std::uint16_t>(board_.agent_cell(state));
    const GoalPerimeter::Step* step = perimeter_.find(key_);
    if (step == nullptr || step->distance == 0) return;
    const auto box = std::find(boxes_.begin(), boxes_.end(), int{step->box});
    Move move;
    move.piece = board_.boxes()[static_cast<std::size_t>(box - boxes_.begin())];
    move.placement = placements_.box(board_.neighbour(step->box, step->direction));
    move.agent = placements_.agent(step->agent_after);
    move.cost = 1;
    move.direction = step->direction;
    moves.assign(1, move);
  }

 private:
  SokobanBoard board_;
  PushPlacements placements_;
  GoalPerimeter perimeter_;
  std::vector<int> boxes_;
  std::vector<std::uint16_t> key_;
};

}  // namespace

std::string describe_goal_perimeter(const Task& task) {
  std::optional<SokobanBoard> board = SokobanBoard::of(task);
  if (!board) return {};
  GoalPerimeter perimeter(*board, kPerimeterStates);
  if (perimeter.size() == 0) return "  goal perimeter (macros=meet): none (more goals than boxes)\n";
  if (perimeter.whole())
    return fmt::format("  goal perimeter (macros=meet): {} states, every state from which the level can be solved\n",
                       perimeter.size());
  return fmt::format("  goal perimeter (macros=meet): {} states, every state within {} pushes of the solved level\n",
                     perimeter.size(), perimeter.complete_distance());
}

MoveMacroPlugin meet_macro() {
  return push_macro_plugin<MeetMacros>(
      "meet",
      "in a state a breadth-first pull search from the solved level reached (its goal perimeter, up to 500 000 "
      "states), only the push that starts a shortest solution (keeps optimal plans)",
      true, "the perimeter's states are push counts");
}

}  // namespace polyplan
