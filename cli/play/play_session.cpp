#include "cli/play/play_session.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace polyplan::cli {
namespace {

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

const char* direction_name(int direction) {
  static const char* names[] = {"left", "up", "right", "down"};
  return names[direction];
}

}  // namespace

PlaySession::PlaySession(const Task& task, HintFinder& hints) : game_(task), hints_(hints) {
  announce_if_solved();  // a puzzle that starts at its goal says so at once
}

std::string PlaySession::progress() const {
  std::string text = fmt::format("moves {}", game_.moves().size());
  if (game_.style() == PlayStyle::Agent) text += fmt::format(", pushes {}", game_.pushes());
  return text;
}

std::string PlaySession::help() const {
  switch (game_.style()) {
    case PlayStyle::Tiles:
      return "a tile's number and Enter, or arrows; z undo, y redo, restart, ? hint, q quit";
    case PlayStyle::Agent:
      return "arrows or u d l r; z or Backspace undo, y redo, ^R restart, ? hint, q quit";
    case PlayStyle::Pieces:
      break;
  }
  return "a piece's name and Enter, then a placement's number; - cancels; z undo, y redo, restart, ? hint, q quit";
}

std::string PlaySession::prompt() const {
  std::vector<std::string> names;
  for (const Move& move : game_.legal_moves()) {
    const std::string& name = game_.task().pieces()[std::size_t(move.piece)].name;
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  switch (game_.style()) {
    case PlayStyle::Tiles:
      return fmt::format("tile to move (next to the blank: {})", fmt::join(names, " "));
    case PlayStyle::Agent:
      return "move (arrows or u d l r)";
    case PlayStyle::Pieces:
      break;
  }
  if (chosen_ >= 0)
    return fmt::format("placement for {} (1-{}, or - to choose another piece)",
                       game_.task().pieces()[std::size_t(chosen_)].name, choices_.size());
  return fmt::format("piece to move (movable: {})", fmt::join(names, " "));
}

InputResult PlaySession::submit(std::string_view line) {
  InputResult result;
  // A whole line in the plan format (`PIECE (r c) ...`, as hints and `solve` print moves) plays
  // that move, so that a plan file can be played as it is.
  if (game_.style() == PlayStyle::Pieces) {
    std::string_view trimmed = line.substr(std::min(line.size(), line.find_first_not_of(" \t")));
    while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back()))) trimmed.remove_suffix(1);
    for (const Move& move : game_.legal_moves())
      if (trimmed.find('(') != std::string_view::npos && game_.describe(move) == trimmed) {
        chosen_ = -1;
        choices_.clear();
        moved(move);
        return result;
      }
  }
  std::size_t at = 0;
  while (at < line.size()) {
    if (std::isspace(static_cast<unsigned char>(line[at]))) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end]))) ++end;
    std::string token(line.substr(at, end - at));
    if (std::optional<std::string> error = play_token(token, result.quit)) {
      message_ = *error;
      result.error = *error;
      result.column = at + 1;
      return result;
    }
    if (result.quit) return result;
    at = end;
  }
  return result;
}

std::optional<std::string> PlaySession::play_token(const std::string& token, bool& quit) {
  const Task& task = game_.task();
  const PlayStyle style = game_.style();
  // The puzzle's own names first: a tile or piece called `z` is a tile, not undo.
  if (style != PlayStyle::Agent &&
      !(style == PlayStyle::Pieces && chosen_ >= 0 && std::isdigit(static_cast<unsigned char>(token[0])))) {
    for (std::size_t p = 0; p < task.pieces().size(); ++p) {
      if (task.pieces()[p].name != token) continue;
      if (style == PlayStyle::Pieces) return choose_piece(static_cast<int>(p));
      for (const Move& move : game_.legal_moves())
        if (move.piece == static_cast<int>(p)) {
          moved(move);
          return std::nullopt;
        }
      return fmt::format("tile {} is not next to the blank; {}", token, prompt());
    }
  }
  if (style == PlayStyle::Pieces && chosen_ >= 0) {
    if (token == "-" || lower(token) == "cancel") {
      chosen_ = -1;
      choices_.clear();
      message_ = "";
      return std::nullopt;
    }
    int number = 0;
    auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), number);
    if (error == std::errc() && end == token.data() + token.size()) {
      if (number < 1 || number > static_cast<int>(choices_.size()))
        return fmt::format("there is no placement {}; {}", token, prompt());
      Move move = choices_[std::size_t(number - 1)];
      chosen_ = -1;
      choices_.clear();
      moved(move);
      return std::nullopt;
    }
  }
  const std::string word = lower(token);
  // An agent's keys may run together on a line: "rrdz" is three steps and an undo.
  if (style == PlayStyle::Agent && word.find_first_not_of("lurdzy?") == std::string::npos) {
    for (char letter : word) {
      if (letter == 'z')
        undo();
      else if (letter == 'y')
        redo();
      else if (letter == '?')
        hint();
      else if (!direction(static_cast<int>(std::find(kStepLetters.begin(), kStepLetters.end(), letter) -
                                           kStepLetters.begin())))
        return message_;
      if (game_.solved()) break;
    }
    return std::nullopt;
  }
  if (word == "undo" || word == "z")
    undo();
  else if (word == "redo" || word == "y")
    redo();
  else if (word == "restart")
    restart();
  else if (word == "hint" || word == "?")
    hint();
  else if (word == "help" || word == "h")
    message_ = help();
  else if (word == "quit" || word == "q")
    quit = true;
  else if (style == PlayStyle::Tiles)
    return fmt::format("there is no tile '{}'; {}", token, prompt());
  else if (style == PlayStyle::Pieces)
    return fmt::format("there is no piece '{}'; {}", token, prompt());
  else
    return fmt::format("'{}' is no move: use u d l r (LURD) or arrow keys, z to undo", token);
  return std::nullopt;
}

std::optional<std::string> PlaySession::choose_piece(int piece) {
  std::vector<Move> offered;
  for (const Move& move : game_.legal_moves())
    if (move.piece == piece) offered.push_back(move);
  const std::string& name = game_.task().pieces()[std::size_t(piece)].name;
  if (offered.empty()) return fmt::format("piece {} cannot move now; {}", name, prompt());
  chosen_ = piece;
  choices_ = std::move(offered);
  message_ = fmt::format("{} placement(s) for {}", choices_.size(), name);
  return std::nullopt;
}

bool PlaySession::direction(int direction) {
  if (game_.style() == PlayStyle::Pieces) {
    message_ = "arrow keys move tiles and agents; choose a piece by its name";
    return false;
  }
  for (const Move& move : game_.legal_moves())
    if (move.direction == direction) {
      moved(move);
      return true;
    }
  message_ = game_.style() == PlayStyle::Tiles
                 ? fmt::format("no tile can slide {}", direction_name(direction))
                 : fmt::format("cannot move {}: a wall or a box that cannot be pushed", direction_name(direction));
  return false;
}

void PlaySession::moved(const Move& move) {
  game_.apply(move);
  message_ = "";
  announce_if_solved();
}

void PlaySession::undo() {
  chosen_ = -1;
  choices_.clear();
  message_ = game_.undo() ? "undone" : "nothing to undo: this is the start";
}

void PlaySession::redo() {
  chosen_ = -1;
  choices_.clear();
  if (!game_.redo()) {
    message_ = "nothing to redo";
    return;
  }
  message_ = "redone";
  announce_if_solved();
}

void PlaySession::restart() {
  chosen_ = -1;
  choices_.clear();
  game_.restart();
  message_ = "back at the start (redo replays the moves)";
}

void PlaySession::hint() {
  HintAnswer answer = hints_.next(game_);
  if (!answer.hint) {
    message_ = "no hint: " + answer.why;
    return;
  }
  const Hint& hint = *answer.hint;
  // The cost is the original problem's: pushes for push-optimal Sokoban, though play counts every step.
  const bool pushes = hints_.original_cost() == CostModel::Pushes;
  const bool one = hint.cost_to_go == 1;
  const char* unit = pushes ? (one ? "push to go" : "pushes to go") : (one ? "move to go" : "moves to go");
  message_ = fmt::format("hint: {} ({} {}{})", game_.describe(hint.move), hint.cost_to_go, unit,
                         hint.optimal ? ", optimal" : "");
}

void PlaySession::announce_if_solved() {
  if (!game_.solved()) return;
  std::size_t made = game_.moves().size();
  bool pushes = hints_.original_cost() == CostModel::Pushes;
  std::string count = pushes ? fmt::format("{} moves, {} pushes", made, game_.pushes()) : fmt::format("{} moves", made);
  HintAnswer best = hints_.from_start(game_);
  std::string reference;
  if (best.hint)
    reference = fmt::format("{}: {}{}", best.hint->optimal ? "optimal" : "best plan found", best.hint->cost_to_go,
                            pushes ? " pushes" : "");
  else
    reference = "optimal: unknown, " + best.why;
  message_ = fmt::format("solved in {} ({})", count, reference);
}

}  // namespace polyplan::cli
