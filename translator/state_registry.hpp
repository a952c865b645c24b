#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "translator/state_packer.hpp"

namespace polyplan {

using StateId = std::uint32_t;

// Every state a search has seen, packed back to back in one vector and found again through an
// open-addressing hash table of ids. Search nodes refer to states by 32-bit id: no pointers to
// invalidate when storage grows, and 4 bytes where a pointer would take 8.
class StateRegistry {
 public:
  static constexpr StateId kNoState = 0xFFFFFFFFu;

  explicit StateRegistry(const StatePacker& packer);

  // The id of the state, adding it when new; `added` tells which.
  StateId insert(std::span<const std::uint32_t> values, bool& added);
  StateId find(std::span<const std::uint32_t> values);
  // Batched insertion, for the children of one expansion: `stage` packs and hashes a state and
  // starts fetching its table slot; `insert_staged` then inserts the staged states one by one.
  // The table's cache misses of a batch overlap instead of waiting for one another; ids and
  // `added` are exactly those of insert() called in the same order.
  void clear_staged() { staged_words_.clear(), staged_hashes_.clear(); }
  void stage(std::span<const std::uint32_t> values);
  StateId insert_staged(std::size_t index, bool& added);
  void unpack(StateId id, std::span<std::uint32_t> values) const;
  std::size_t size() const { return count_; }
  // Bytes the storage and the table will hold after the next few insertions (what a memory
  // limit must count; see memory_use.hpp).
  std::size_t memory_bytes() const;

 private:
  std::span<const PackedWord> packed(StateId id) const {
    return std::span<const PackedWord>(storage_.data() + std::size_t(id) * words_, static_cast<std::size_t>(words_));
  }
  std::uint64_t hash(std::span<const PackedWord> words) const;
  StateId insert_packed(std::span<const PackedWord> words, std::uint64_t hash, bool& added);
  static std::uint8_t tag(std::uint64_t hash) { return static_cast<std::uint8_t>(hash >> 56); }
  void grow();

  const StatePacker& packer_;
  int words_;
  std::vector<PackedWord> storage_;
  std::vector<StateId> slots_;  // kNoState = empty; size is a power of two
  // Per slot, eight more bits of its state's hash. Most probes that are not the state sought fail
  // on the tag, without reading the state's words (a cache miss in a table of millions).
  std::vector<std::uint8_t> tags_;
  std::vector<PackedWord> scratch_;
  std::vector<PackedWord> staged_words_;     // the staged states, packed back to back
  std::vector<std::uint64_t> staged_hashes_;
  std::size_t count_ = 0;
};

}  // namespace polyplan
