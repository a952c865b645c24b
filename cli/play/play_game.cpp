#include "cli/play/play_game.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "domains/move_notation.hpp"

namespace polyplan::cli {

Problem playable_problem(Problem problem) {
  bool agent = false;
  for (const MoveRule& rule : problem.domain.moves) agent = agent || rule.has_agent();
  if (agent && problem.domain.cost == CostModel::Pushes) problem.domain.cost = CostModel::Moves;
  return problem;
}

PlayStyle play_style(const Task& task) {
  switch (move_notation(task)) {
    case MoveNotation::NumberedTiles:
      return PlayStyle::Tiles;
    case MoveNotation::AgentSteps:
      return PlayStyle::Agent;
    case MoveNotation::NamedPieces:
      break;
  }
  return PlayStyle::Pieces;
}

PlayGame::PlayGame(const Task& task)
    : task_(task), environment_(task), style_(play_style(task)), state_(environment_.initial_state()) {
  refresh();
}

int PlayGame::pushes() const {
  int count = 0;
  for (const Move& move : made_) count += move.piece != task_.agent() ? 1 : 0;
  return count;
}

StateValues PlayGame::after(const Move& move) const {
  StateValues next(state_.size());
  environment_.apply(state_, move, next);
  return next;
}

void PlayGame::apply(const Move& move) {
  states_.push_back(state_);
  made_.push_back(move);
  state_ = after(move);
  undone_.clear();
  refresh();
}

bool PlayGame::undo() {
  if (made_.empty()) return false;
  state_ = states_.back();
  states_.pop_back();
  undone_.push_back(made_.back());
  made_.pop_back();
  refresh();
  return true;
}

bool PlayGame::redo() {
  if (undone_.empty()) return false;
  Move move = undone_.back();
  undone_.pop_back();
  states_.push_back(state_);
  made_.push_back(move);
  state_ = after(move);
  refresh();
  return true;
}

void PlayGame::restart() {
  while (undo()) {
  }
}

void PlayGame::refresh() { environment_.successors(state_, legal_); }

std::string PlayGame::describe(const Move& move) const {
  const TaskPiece& piece = task_.pieces()[static_cast<std::size_t>(move.piece)];
  switch (style_) {
    case PlayStyle::Tiles:
      return piece.name;
    case PlayStyle::Agent: {
      char letter = kStepLetters[static_cast<std::size_t>(move.direction)];
      return std::string(1, move.piece == task_.agent() ? letter : static_cast<char>(letter - 'a' + 'A'));
    }
    case PlayStyle::Pieces:
      break;
  }
  std::vector<std::string> cells;
  for (int floor : task_.table(move.piece).cells(static_cast<int>(move.placement)))
    cells.push_back(to_string(task_.frame().coord(floor)));
  return fmt::format("{} {}", piece.name, fmt::join(cells, " "));
}

std::string PlayGame::history() const {
  std::vector<std::string> parts;
  for (const Move& move : made_) parts.push_back(describe(move));
  switch (style_) {
    case PlayStyle::Tiles:
      return fmt::format("{}", fmt::join(parts, " "));
    case PlayStyle::Agent:
      return fmt::format("{}", fmt::join(parts, ""));
    case PlayStyle::Pieces:
      break;
  }
  return fmt::format("{}", fmt::join(parts, "\n"));
}

}  // namespace polyplan::cli
