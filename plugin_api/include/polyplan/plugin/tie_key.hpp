#pragma once
#include <memory>
#include <string>

#include "polyplan/plugin/move_rule.hpp"
#include "polyplan/plugin/puzzle.hpp"

namespace polyplan::plugin {

// What a tie key sees of a node when a best-first search queues it: the state, its g and h, and
// the last two moves of the path that reached it.
struct TieNode {
  State state;
  int g = 0;
  int h = 0;
  State parent;                    // the state `move` was applied to; empty for the start
  const Move* move = nullptr;      // the move that produced `state`; null for the start
  const Move* previous = nullptr;  // the move that produced `parent`; null when `parent` is the start
};

// A secondary key after f, made for one puzzle: the open list prefers the smaller value.
class TieKey {
 public:
  virtual ~TieKey() = default;
  virtual int key(const TieNode& node) = 0;
};

// A tie key as configurations name it: `astar(blockers, tiebreak=[NAME, depth])`.
class TieKeyFactory {
 public:
  virtual ~TieKeyFactory() = default;
  virtual std::string name() const = 0;
  virtual std::string description() const = 0;
  virtual std::string family() const = 0;  // the domain it is meant for; empty: every family
  // The puzzle outlives the key. Throw std::invalid_argument (its message is shown to the user)
  // when the puzzle is not one the key handles.
  virtual std::unique_ptr<TieKey> create(const Puzzle& puzzle) const = 0;
};

}  // namespace polyplan::plugin
