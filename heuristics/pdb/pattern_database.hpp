#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "heuristics/pdb/abstraction.hpp"
#include "heuristics/pdb/mixed_radix_rank.hpp"
#include "heuristics/pdb/table_bytes.hpp"
#include "translator/state_packer.hpp"
#include "translator/state_registry.hpp"

namespace polyplan {

// A pattern database for any family (docs/pattern-databases.md): for every abstract state, the
// exact cost to an abstract goal, one byte per mixed-radix rank. Built by enumerating the
// abstract space forwards from the abstract initial states and then searching backwards from its
// goal states; cached on disk under a key derived from the abstraction (pdb_cache.hpp).
class PatternDatabase {
 public:
  // Entries the abstract space never reached: the state cannot be met from the initial state,
  // so any value would do; 0 keeps the estimate admissible and consistent even then.
  static constexpr std::uint8_t kNotEnumerated = 255;
  // Reached, but no abstract goal can be reached from it (see lookup for why that is a dead end).
  static constexpr std::uint8_t kNoGoalReachable = 254;
  // Costs above this are stored as this: a lower bound still, and min(h, c) of a consistent h
  // is consistent.
  static constexpr std::uint8_t kLargestCost = 253;

  // Throws InputError when the table would need more than `max_entries` entries. Where every
  // piece is kept (blocker_problem.hpp) a table of ranks that large is kept instead as one entry
  // per reachable abstract state, found through a state registry, and only more than
  // `max_entries` reachable states are refused.
  PatternDatabase(const Task& task, Pattern pattern, std::uint64_t max_entries);

  // The largest abstract cost over the ways of choosing kept units, or Heuristic::kDeadEnd.
  int lookup(StateView state);
  std::uint64_t entries() const { return table_.size(); }
  const Abstraction& abstraction() const { return abstraction_; }

 private:
  void build(const std::vector<StateValues>& initial_states, std::uint64_t max_states);
  // The table's index of an abstract state, or kNoIndex for one never enumerated (sparse tables).
  static constexpr std::uint64_t kNoIndex = UINT64_MAX;
  std::uint64_t index(StateView abstract);

  Abstraction abstraction_;
  // Dense: one entry per mixed-radix rank. Sparse: one per reachable state, by registry id.
  std::optional<MixedRadixRank> rank_;
  std::unique_ptr<StatePacker> packer_;
  std::unique_ptr<StateRegistry> registry_;
  TableBytes table_;
  StateValues abstract_state_;
};

}  // namespace polyplan
