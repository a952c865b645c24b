#pragma once
#include <memory>
#include <optional>
#include <vector>

#include "domains/known_routes.hpp"
#include "domains/move_generator_registry.hpp"

namespace polyplan {

// What search sees of a puzzle (HOG2's environment): successors, how a move changes a state,
// the goal test. Search code never learns which family it runs on.
class Environment {
 public:
  explicit Environment(const Task& task, const MoveGeneratorRegistry& generators = move_generator_registry());

  const Task& task() const { return task_; }
  // Another environment of the same task, rules, start and known routes, with buffers and
  // generators of its own: successors() writes the environment's own buffer, so two threads
  // searching one task need one each.
  Environment sibling() const;
  // The task's initial state, or the state start_from() set: a search may run another from a
  // state of its own (the feature-space search's finishing search) on the same environment.
  StateValues initial_state() const;
  void start_from(std::optional<StateValues> state) { start_ = std::move(state); }
  // Replaces `moves` with the moves available in `state`. Inline: it runs once per expansion.
  void successors(StateView state, std::vector<Move>& moves) {
    moves.clear();
    task_.occupancy(state, occupancy_);
    for (const auto& generator : generators_) generator->generate(state, occupancy_, moves);
  }
  void apply(StateView state, const Move& move, std::span<std::uint32_t> child) const {
    // A state is a handful of values: a plain loop, not a call to memmove.
    for (std::size_t i = 0; i < state.size(); ++i) child[i] = state[i];
    child[static_cast<std::size_t>(move.piece)] = move.placement;
    if (move.agent >= 0) child[static_cast<std::size_t>(task_.agent())] = static_cast<std::uint32_t>(move.agent);
    if (move.other >= 0) child[static_cast<std::size_t>(move.other)] = move.other_placement;
    // Inline, and without the sort when no group has two units to sort: a search applies a move
    // to every state it queues.
    if (!moves_change_only_their_pieces_) task_.canonicalize(child);
  }
  // The state `moves` lead to from `state`, applied in turn.
  StateValues state_after(StateValues state, std::span<const Move> moves) const {
    StateValues next(state.size());
    for (const Move& move : moves) {
      apply(state, move, next);
      state.swap(next);
    }
    return state;
  }
  // Whether apply changes nothing but the move's pieces and agent (no interchangeable units to
  // sort back into order), so that a child can be made from its parent's packed form.
  bool moves_change_only_their_pieces() const { return moves_change_only_their_pieces_; }
  // Brings a state no move produced (an image under a board symmetry) into the form moves give:
  // each rule's canonical form, then the units sorted.
  void canonicalize(std::span<std::uint32_t> state) const;
  // Whether every rule of the task treats the directions alike (MoveGenerator::symmetric).
  bool rules_symmetric() const;
  bool is_goal(StateView state) const { return task_.goal().satisfied(state); }
  // Every move of every rule as STRIPS actions (see MoveGenerator::ground_actions).
  std::vector<GroundAction> ground_actions() const;

  // The states a search left for the searches after it on this environment (KnownRoutes); null
  // when none did. A later keep_routes replaces them.
  void keep_routes(std::shared_ptr<const KnownRoutes> routes) { routes_ = std::move(routes); }
  const KnownRoutes* known_routes() const { return routes_.get(); }
  // The same, shared, for handing them to another environment of the task.
  const std::shared_ptr<const KnownRoutes>& shared_routes() const { return routes_; }

 private:
  const Task& task_;
  const MoveGeneratorRegistry* registry_;
  std::vector<std::unique_ptr<MoveGenerator>> generators_;
  std::vector<Word> occupancy_;
  bool moves_change_only_their_pieces_;
  std::optional<StateValues> start_;
  std::shared_ptr<const KnownRoutes> routes_;
};

}  // namespace polyplan
