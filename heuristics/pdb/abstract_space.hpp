#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "heuristics/pdb/pdb_cache.hpp"
#include "translator/state_registry.hpp"
#include "translator/task.hpp"

namespace polyplan {

// The abstract states reachable from the abstract initial states, with every move stored
// backwards (compact CSR: for each state, the states that reach it in one move and what that
// move costs). Moves need not be reversible (a Sokoban push cannot be undone), so predecessors
// are found by enumerating forwards, not by generating moves backwards.
struct AbstractSpace {
  std::unique_ptr<StatePacker> packer;
  std::unique_ptr<StateRegistry> registry;        // ids in breadth-first order
  std::vector<std::uint64_t> predecessors_begin;  // id -> first entry; [states] = end
  std::vector<StateId> predecessors;
  // A cost above 255 would be stored as 255: lower than the real cost, so still a lower bound.
  std::vector<std::uint8_t> predecessor_move_cost;
  std::vector<StateId> goals;

  std::size_t states() const { return registry->size(); }
};

// The stored moves take 10 bytes each (forwards while enumerating, then backwards), and flying
// pieces have hundreds of moves per state, so a table that fits can still need far more memory
// for its moves: past this many the build stops with an InputError instead of exhausting memory.
constexpr std::uint64_t kMaxAbstractMoves = 150'000'000;

// Enumerates breadth-first from `starts`; `progress` advances once per expanded state. Throws
// InputError past `max_moves`.
AbstractSpace enumerate_abstract_space(const Task& abstract, const std::vector<StateValues>& starts,
                                       BuildProgress& progress, std::uint64_t max_moves = kMaxAbstractMoves);

}  // namespace polyplan
