#pragma once
#include <vector>

#include "domains/sokoban/deadlocks/block_deadlock.hpp"
#include "domains/sokoban/deadlocks/corral_deadlock.hpp"
#include "domains/sokoban/deadlocks/dead_squares.hpp"
#include "domains/sokoban/deadlocks/freeze_deadlock.hpp"
#include "domains/sokoban/deadlocks/local_deadlock.hpp"
#include "domains/sokoban/deadlocks/small_set_deadlocks.hpp"
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// Which deadlock detectors a Sokoban heuristic runs before it estimates: every Sokoban heuristic
// takes the options dead-squares, freeze and blocks (all true by default), corrals and patterns
// (false), sets and local (0: off), so that each detector can be switched on or off to measure it
// or to audit the others alone. Patterns are learned by the corral searches, so they act only with
// corrals; local-patterns (true) likewise with local.
struct DeadlockChoice {
  bool dead_squares = true;
  bool freeze = true;
  bool blocks = true;
  bool corrals = false;
  bool patterns = false;
  int sets = 0;  // the size of the sets in the table of dead box sets; 0: no table
  // The local search near the last push (local_deadlock.hpp): local.max_boxes 0 is off.
  LocalDeadlock::Limits local{0, 2, 300};
  bool local_patterns = true;

  static DeadlockChoice from(const PluginOptions& options);
  static std::vector<PluginOption> options();
};

// The chosen detectors over one level. A state they call deadlocked is a dead end for search:
// it is never queued, so never expanded.
class DeadlockFilter {
 public:
  DeadlockFilter(const SokobanBoard& board, DeadlockChoice choice);

  // `boxes` are the boxes' cells, `has_box` marks them, `agent` is the agent's cell; `pushed`, when
  // known, the cell of the box the last move pushed (the local search looks there), else -1.
  bool deadlocked(const std::vector<int>& boxes, const BoxMap& has_box, int agent, int pushed = -1);
  // Whether `pushed` is used: the local search is on.
  bool looks_at_pushes() const { return choice_.local.max_boxes > 0; }
  // After a call that found no deadlock: the frozen boxes (all on goals), or none when the
  // freeze test is off.
  const std::vector<int>& frozen() const { return choice_.freeze ? freeze_.frozen() : none_; }
  const DeadSquares& dead_squares() const { return dead_squares_; }

 private:
  DeadlockChoice choice_;
  DeadSquares dead_squares_;
  FreezeDeadlock freeze_;
  BlockDeadlock blocks_;
  CorralDeadlock corrals_;
  SmallSetDeadlocks sets_;
  LocalDeadlock local_;
  // A corral search takes corrals of at most this many boxes and this many states: past them it
  // decides nothing and costs more than a deadlock it might find saves.
  static constexpr int kCorralBoxes = 6;
  static constexpr int kCorralStates = 300;
  // Learned patterns are tested one flood each when all their boxes are present; past this many
  // the test would cost more than the corral searches it stands in for.
  static constexpr std::size_t kMaxPatterns = 20'000;
  std::vector<int> none_;
};

}  // namespace polyplan
