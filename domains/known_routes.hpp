#pragma once
#include <cstddef>
#include <optional>
#include <vector>

#include "domains/move_generator.hpp"

namespace polyplan {

class Environment;

// States from which a way to a goal is already known. A search that runs on an environment before
// others (a backward search from the goals that did not reach the start) leaves the states it
// reached there, and a forward search after it finishes as soon as it generates one of them:
// the two searches meet. The environment holds them (Environment::keep_routes), so that the
// searches in between, and search code in general, need not know which family left them.
class KnownRoutes {
 public:
  virtual ~KnownRoutes() = default;
  // Whether `state` is one of the states: one hash probe, asked of every state generated.
  virtual bool known(StateView state) const = 0;
  // The moves from `state` to a goal, as `environment`'s moves; nothing when `state` is not known
  // (or its route does not replay there).
  virtual std::optional<std::vector<Move>> route(StateView state, Environment& environment) const = 0;
  virtual std::size_t memory_bytes() const = 0;
};

}  // namespace polyplan
