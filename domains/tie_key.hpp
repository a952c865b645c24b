#pragma once
#include <functional>
#include <string>

#include "domains/environment.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

// What a tie key sees of a node when the search queues it: the state, its g and h, and the path
// that reached it as far as the last two moves. A key that needs the producing move (inertia)
// reads it here, so the search never has to know which keys exist or which family they serve.
struct TieContext {
  StateView state;
  int g = 0;
  int h = 0;
  StateView parent;                // the state the move was applied to; empty for the start
  const Move* move = nullptr;      // the move that produced `state`; null for the start
  const Move* previous = nullptr;  // the move that produced `parent`; null when `parent` is the start
};

// A secondary key after f: the open list prefers the smaller value.
using TieKey = std::function<int(const TieContext&)>;

// A tie key as the search syntax names it (`tiebreak=[level-order, inertia]`). The generic keys
// are registered in domains/generic_tie_keys.cpp, a family's keys in the family's folder.
struct TieKeyPlugin {
  std::string name;
  std::string description;
  std::string family;  // empty: any task
  // Builds the key for one task; throws InputError naming "tiebreak" when the task lacks what
  // the key needs (e.g. fill-order on a task that is no Sokoban level).
  std::function<TieKey(const Environment&)> create;
  // The key's function returns the negated value, so that the open list's smaller-first order
  // puts larger values first (DPA*'s depth); a trace shows the value itself, with its order.
  bool larger_first = false;
};

using TieKeyRegistry = Registry<TieKeyPlugin>;

// The built-in keys (domains/tie_key_registry.cpp) and those loaded plugins add.
const TieKeyRegistry& tie_key_registry();
// The same registry, writable: the plugin loader adds to it, before any command reads it.
TieKeyRegistry& writable_tie_key_registry();

}  // namespace polyplan
