#pragma once
#include <memory>
#include <string>
#include <vector>

#include "polyplan/plugin/move_rule.hpp"
#include "polyplan/plugin/puzzle.hpp"

namespace polyplan::plugin {

// Drops the successors of a state that a family knows it never needs, made for one puzzle. It
// runs on the moves of every state a best-first search expands.
class MovePruner {
 public:
  virtual ~MovePruner() = default;
  // Erases moves from `moves`; it may not add or reorder any (polyplan checks).
  virtual void prune(State state, std::vector<Move>& moves) = 0;
};

// A pruner as configurations name it: `astar(blockers, prune=NAME)`.
class MovePrunerFactory {
 public:
  virtual ~MovePrunerFactory() = default;
  virtual std::string name() const = 0;
  virtual std::string description() const = 0;
  virtual std::string family() const = 0;
  // Whether every state keeps its optimal cost to the goal with only the moves kept, so that A*
  // stays optimal; `polyplan explain` and the selector read it.
  virtual bool keeps_optimal() const = 0;
  // The puzzle outlives the pruner. Throw std::invalid_argument (its message is shown to the
  // user) when the puzzle is not one the pruner handles.
  virtual std::unique_ptr<MovePruner> create(const Puzzle& puzzle) const = 0;
};

}  // namespace polyplan::plugin
