#pragma once
#include <optional>
#include <string>
#include <vector>

#include "domains/environment.hpp"

namespace polyplan::cli {

// How a family is played, as its players expect: tiles by number (or arrows), an agent by
// arrows or LURD letters, and every other puzzle (Flying Block, sliding blocks, plugin
// families) by choosing a piece and then one of its legal placements.
enum class PlayStyle { Tiles, Agent, Pieces };

// The problem as it is played: Sokoban under (:cost pushes) keeps only the agent's region in a
// state (walking is free), but a player walks step by step, so play charges every move
// (:cost moves) and counts pushes beside.
Problem playable_problem(Problem problem);

// A game in progress: the current state, the moves made, undo and redo, restart. It knows no
// terminal; the terminal and the scripted (stdin) front ends both drive it.
class PlayGame {
 public:
  explicit PlayGame(const Task& task);

  const Task& task() const { return task_; }
  PlayStyle style() const { return style_; }
  StateView state() const { return state_; }
  bool solved() const { return environment_.is_goal(state_); }
  // The moves that can be made now, in the generators' order.
  const std::vector<Move>& legal_moves() const { return legal_; }
  // The moves made since the start (after undos, only those still standing).
  const std::vector<Move>& moves() const { return made_; }
  int pushes() const;  // how many of the moves pushed a piece (agent families)

  void apply(const Move& move);  // one of legal_moves()
  bool undo();                   // false when at the start
  bool redo();                   // false when nothing was undone since the last move
  void restart();                // back to the start; the moves made can be redone one by one

  // The state after `move` from the current one.
  StateValues after(const Move& move) const;
  // What a move is called in the family's own terms: the tile's number, the LURD letter
  // (upper case for a push), or the piece with the cells it lands on.
  std::string describe(const Move& move) const;
  // The moves made so far in the same terms (tiles: "6 2 8", agent: "lurD", pieces: one per line).
  std::string history() const;

 private:
  void refresh();

  const Task& task_;
  mutable Environment environment_;
  PlayStyle style_;
  StateValues state_;
  std::vector<StateValues> states_;  // states_[i] is the state before made_[i]
  std::vector<Move> made_;
  std::vector<Move> undone_;  // redo stack, last undone at the back
  std::vector<Move> legal_;
};

PlayStyle play_style(const Task& task);

}  // namespace polyplan::cli
