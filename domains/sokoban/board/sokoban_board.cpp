#include "domains/sokoban/board/sokoban_board.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// `user` is a heuristic's name or OPTION=NAME (macros=goal, features=sokoban): the message names
// the option the user wrote.
[[noreturn]] void decline(const std::string& user, const std::string& why) {
  const std::size_t equals = user.find('=');
  const std::string option = equals == std::string::npos ? std::string("heuristic") : user.substr(0, equals);
  throw NotApplicable(Diagnostic::about(option, fmt::format("{} needs a Sokoban level: {}", user, why)));
}

}  // namespace

SokobanBoard::SokobanBoard(const Task& task, const std::string& user) : task_(&task) {
  const std::vector<MoveRule>& rules = task.problem().domain.moves;
  if (rules.size() != 1 || !rules.front().has_agent() || rules.front().pushed_kinds.empty() || task.agent() < 0)
    decline(user, "its domain must have one move rule, with an agent that pushes (like push)");
  const std::vector<std::string>& box_kinds = rules.front().pushed_kinds;
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const TaskPiece& piece = task.pieces()[p];
    if (static_cast<int>(p) == task.agent()) continue;
    if (std::find(box_kinds.begin(), box_kinds.end(), piece.kind) == box_kinds.end())
      decline(user, fmt::format("piece '{}' is neither the agent nor a box the agent pushes", piece.name));
    if (task.table(static_cast<int>(p)).cells_per_placement() != 1)
      decline(user, fmt::format("box '{}' covers {} cells; boxes must be one cell", piece.name,
                                task.table(static_cast<int>(p)).cells_per_placement()));
    boxes_.push_back(static_cast<int>(p));
  }
  if (boxes_.empty()) decline(user, "it has no boxes");
  // One-cell pieces without rotation share one placement table (Task groups equal shapes).
  box_table_ = &task.table(boxes_.front());
  std::vector<int> on_goal = task.goal().on_goal_pieces();
  std::sort(on_goal.begin(), on_goal.end());
  if (!task.goal().placed().empty() || on_goal != boxes_)
    decline(user, "its goal must be (all KIND on goal) over every box, and nothing else");
  const FrameIndex& frame = task.frame();
  for (int cell = 0; cell < frame.floor_count(); ++cell) {
    neighbours_.push_back(
        {frame.neighbour(cell, 0), frame.neighbour(cell, 1), frame.neighbour(cell, 2), frame.neighbour(cell, 3)});
    goal_.push_back(frame.goal(cell));
    if (frame.goal(cell)) goals_.push_back(cell);
  }
}

SokobanBoard SokobanBoard::with_walls(const std::vector<int>& cells) const {
  SokobanBoard board = *this;
  for (int wall : cells) {
    for (int d = 0; d < 4; ++d) {
      int next = board.neighbours_[static_cast<std::size_t>(wall)][d];
      if (next != kNone) board.neighbours_[static_cast<std::size_t>(next)][opposite(d)] = kNone;
      board.neighbours_[static_cast<std::size_t>(wall)][d] = kNone;
    }
    board.goal_[static_cast<std::size_t>(wall)] = false;
  }
  std::erase_if(board.goals_, [&](int goal) { return !board.goal_[static_cast<std::size_t>(goal)]; });
  return board;
}

std::optional<SokobanBoard> SokobanBoard::of(const Task& task) {
  try {
    return SokobanBoard(task, "explain");
  } catch (const InputError&) {
    return std::nullopt;
  }
}

std::vector<int> SokobanBoard::layout() const {
  std::vector<int> layout{floor_count()};
  for (const std::array<int, 4>& links : neighbours_) layout.insert(layout.end(), links.begin(), links.end());
  layout.insert(layout.end(), goals_.begin(), goals_.end());
  return layout;
}

void SokobanBoard::box_cells(StateView state, std::vector<int>& cells) const {
  cells.resize(boxes_.size());
  for (std::size_t b = 0; b < boxes_.size(); ++b) cells[b] = box_cell(state, static_cast<int>(b));
}

}  // namespace polyplan
