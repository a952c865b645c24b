#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "domains/environment.hpp"
#include "domains/known_routes.hpp"
#include "domains/sokoban/board/cell_key_set.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// A state the pull search reached: what the plan needs (its parent and the pull that made it),
// 12 bytes, so that millions fit where the keys dominate.
struct PullStep {
  static constexpr std::uint32_t kRoot = 0xFFFFFFFF;
  std::uint32_t parent;
  std::uint32_t pulls;
  std::uint16_t from;  // the box's cell before the pull
  std::uint16_t to;    // and after it
};

// The pulls from `node` back to its root (a solved position), read as pushes from `state` (a state
// whose boxes stand where `node`'s do) and replayed on the environment's own moves: each pull from
// x to y is the push from y to x. Nothing when a push is not among the moves there.
std::optional<std::vector<Move>> replay_pulls(Environment& environment, const SokobanBoard& board, StateValues state,
                                              const std::vector<PullStep>& steps, std::uint32_t node);

// What a pull search that did not reach the start leaves on the environment (KnownRoutes): every
// state it reached, each with its pulls to the solved position. A forward search that generates one
// finishes along them. The keys are the pull search's: the boxes' cells in increasing order, then
// the lowest cell of the agent's region, which is where the family's own states put the agent
// when walking is free; elsewhere no state is known. Several searches may ask at once (stages of a
// portfolio on several threads that started after the pull search ended): the lookups write only
// scratch of their own thread.
class PullRoutes final : public KnownRoutes {
 public:
  PullRoutes(const Task& task, CellKeySet states, std::vector<PullStep> steps);

  bool known(StateView state) const override;
  std::optional<std::vector<Move>> route(StateView state, Environment& environment) const override;
  std::size_t memory_bytes() const override;

 private:
  std::uint32_t find(StateView state) const;

  SokobanBoard board_;
  CellKeySet states_;
  std::vector<PullStep> steps_;
};

}  // namespace polyplan
