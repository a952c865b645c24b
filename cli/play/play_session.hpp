#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/play/play_game.hpp"
#include "cli/play/play_hint.hpp"

namespace polyplan::cli {

// What the player's input did: nothing wrong, or the first token that could not be played and
// why (its column counts from 1), and whether the player asked to stop.
struct InputResult {
  std::optional<std::string> error;
  std::size_t column = 0;
  bool quit = false;
};

// A game and what the player is in the middle of: the piece whose placements are offered, the
// last message (a hint, why a move was refused, the solved line). Input arrives as lines of
// words (scripted play, and the tiles' and pieces' typed input) or as single keys (arrows, and
// an agent's letters); both front ends, terminal and stdin, go through here, so every rule of
// input is tested without a terminal.
//
// Words, for every family: undo (z), redo (y), restart, hint (?), quit (q), help. Tiles: a
// tile's name slides it into the blank. Agent: a run of LURD letters (u d l r, any case), one
// step each. Pieces: a piece's name offers its placements, numbered from 1; a number takes one;
// cancel (-) drops the choice. A name of the puzzle's own wins over a word that spells the same.
class PlaySession {
 public:
  PlaySession(const Task& task, HintFinder& hints);

  const PlayGame& game() const { return game_; }
  InputResult submit(std::string_view line);
  // An arrow key: the tile or the agent moves that way. False (with a message) when it cannot.
  bool direction(int direction);
  void undo();
  void redo();
  void restart();
  void hint();

  const std::string& message() const { return message_; }
  int chosen_piece() const { return chosen_; }
  // The moves offered for the chosen piece, numbered from 1 in this order.
  const std::vector<Move>& choices() const { return choices_; }
  // "moves 3" (", pushes 1" for agents): the count so far.
  std::string progress() const;
  // The help line: which keys and words play this family.
  std::string help() const;
  // What the prompt asks for next ("tile to move (next to the blank: 5 6 7 8)").
  std::string prompt() const;

 private:
  std::optional<std::string> play_token(const std::string& token, bool& quit);
  std::optional<std::string> choose_piece(int piece);
  void moved(const Move& move);
  void announce_if_solved();

  PlayGame game_;
  HintFinder& hints_;
  std::string message_;
  int chosen_ = -1;
  std::vector<Move> choices_;
};

}  // namespace polyplan::cli
