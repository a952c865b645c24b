#include "heuristics/pdb/abstract_space.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "domains/environment.hpp"
#include "parser/input_error.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

// Forward moves as found: the successors of state id lie at [begin[id], begin[id + 1]).
struct ForwardMoves {
  std::vector<std::uint64_t> begin{0};
  std::vector<StateId> to;
  std::vector<std::uint8_t> cost;

  std::size_t bytes() const {
    return begin.capacity() * sizeof(std::uint64_t) + to.capacity() * sizeof(StateId) + cost.capacity();
  }
};

// Builds look at the limits (translator/build_budget.hpp) every this many states or moves: often
// enough to stop within a few milliseconds, rarely enough that the clock costs nothing.
constexpr std::uint64_t kBudgetCheckMask = 0xFFF;

std::uint8_t stored_cost(int cost) { return static_cast<std::uint8_t>(std::clamp(cost, 0, 255)); }

// Turns the forward lists around by counting sort on the target: two passes, no sorting.
void store_backwards(const ForwardMoves& forward, AbstractSpace& space) {
  std::size_t states = space.states();
  space.predecessors_begin.assign(states + 1, 0);
  for (StateId to : forward.to) ++space.predecessors_begin[to + 1];
  for (std::size_t id = 0; id < states; ++id) space.predecessors_begin[id + 1] += space.predecessors_begin[id];
  std::vector<std::uint64_t> next(space.predecessors_begin.begin(), space.predecessors_begin.end() - 1);
  space.predecessors.resize(forward.to.size());
  space.predecessor_move_cost.resize(forward.to.size());
  const std::size_t held = forward.bytes() + space.registry->memory_bytes() +
                           space.predecessors_begin.capacity() * sizeof(std::uint64_t) +
                           space.predecessors.capacity() * sizeof(StateId) + space.predecessor_move_cost.capacity();
  for (StateId from = 0; from < states; ++from) {
    if ((from & kBudgetCheckMask) == 0) BuildBudget::check(held);
    for (std::uint64_t e = forward.begin[from]; e < forward.begin[from + 1]; ++e) {
      std::uint64_t slot = next[forward.to[e]]++;
      space.predecessors[slot] = from;
      space.predecessor_move_cost[slot] = forward.cost[e];
    }
  }
}

}  // namespace

AbstractSpace enumerate_abstract_space(const Task& abstract, const std::vector<StateValues>& starts,
                                       BuildProgress& progress, std::uint64_t max_moves) {
  AbstractSpace space;
  std::vector<std::uint32_t> ranges;
  for (std::size_t piece = 0; piece < abstract.pieces().size(); ++piece)
    ranges.push_back(static_cast<std::uint32_t>(abstract.table(static_cast<int>(piece)).value_count()));
  space.packer = std::make_unique<StatePacker>(ranges);
  space.registry = std::make_unique<StateRegistry>(*space.packer);
  bool added = false;
  for (const StateValues& start : starts) space.registry->insert(start, added);

  Environment environment(abstract);
  ForwardMoves forward;
  std::vector<Move> moves;
  StateValues state(abstract.pieces().size()), child(abstract.pieces().size());
  // The registry is the queue: ids are handed out in the order states are found.
  for (StateId id = 0; id < space.registry->size(); ++id) {
    if ((id & kBudgetCheckMask) == 0) BuildBudget::check(space.registry->memory_bytes() + forward.bytes());
    progress.advance();
    space.registry->unpack(id, state);
    if (environment.is_goal(state)) space.goals.push_back(id);
    environment.successors(state, moves);
    if (forward.to.size() + moves.size() > max_moves)
      throw InputError(Diagnostic::about(
          "heuristic",
          fmt::format("pdb: the abstraction has more than {} moves ({} states enumerated so far); keep fewer "
                      "pieces",
                      max_moves, space.registry->size())));
    for (const Move& move : moves) {
      environment.apply(state, move, child);
      forward.to.push_back(space.registry->insert(child, added));
      forward.cost.push_back(stored_cost(move.cost));
    }
    forward.begin.push_back(forward.to.size());
  }
  store_backwards(forward, space);
  return space;
}

}  // namespace polyplan
