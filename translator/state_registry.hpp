#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "translator/chunked_array.hpp"
#include "translator/state_packer.hpp"
#include "translator/zeroed_table.hpp"

namespace polyplan {

using StateId = std::uint32_t;

// Every state a search has seen, packed back to back in chunks that never move, and found again through an
// open-addressing hash table of ids. Search nodes refer to states by 32-bit id: no pointers to
// invalidate when storage grows, and 4 bytes where a pointer would take 8.
//
// A slot holds the id beside a 32-bit check: the state itself when it is one word (an 8-puzzle,
// most small frames), so that a probe never reads the stored states; otherwise 32 bits of the
// hash, so that a probe reads a stored state only when the check matches, and a growth places
// the ids without hashing the states again.
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
  // `added` are exactly those of insert() called in the same order. A batch is the caller's, so
  // that one may be staged while another waits to be inserted, and it may be inserted after other
  // insertions and growths of the table (its slots are worked out from the hashes at insertion).
  class Batch {
   public:
    std::size_t size() const { return count_; }

   private:
    friend class StateRegistry;
    std::vector<PackedWord> words_;  // the staged states, packed back to back
    std::vector<std::uint64_t> hashes_;
    std::size_t count_ = 0;  // how many states are staged
    std::size_t room_ = 0;   // how many the arrays hold
    StateId likely_ = kNoState;
    const PackedWord* likely_words_ = nullptr;  // its stored form, or null
  };
  // Empties the batch. `likely`: a stored state that a staged one often is (the expanded state's
  // parent, when moves can be undone), or kNoState. A staged state equal to it takes its id from
  // one comparison with its stored form, fetched from now on, without the table's slot, a cache
  // miss more often than not.
  void begin_batch(Batch& batch, StateId likely = kNoState) const {
    batch.count_ = 0;
    batch.likely_ = likely;
    batch.likely_words_ = likely == kNoState ? nullptr : storage_.row(likely);
    __builtin_prefetch(batch.likely_words_);
  }
  void stage(Batch& batch, std::span<const std::uint32_t> values) const;
  // The same for the state `from` with some variables set to new values, without unpacking it
  // (a child that differs from its parent only in what the move changed).
  struct Change {
    std::size_t variable;
    std::uint32_t value;
  };
  void stage_changed(Batch& batch, StateId from, std::span<const Change> changes) const {
    PackedWord* words = next_staged(batch);
    const PackedWord* source = storage_.row(from);
    if (words_ == 1) {  // the common small state: the word in a register, without a copy loop
      PackedWord word = source[0];
      for (const Change& change : changes) word = packer_.set_in_word(word, change.variable, change.value);
      words[0] = word;
    } else {
      for (std::size_t i = 0; i < words_; ++i) words[i] = source[i];
      for (const Change& change : changes)
        packer_.set(std::span<PackedWord>(words, words_), change.variable, change.value);
    }
    stage_packed(batch, words);
  }
  StateId insert_staged(const Batch& batch, std::size_t index, bool& added) {
    const std::uint64_t h = batch.hashes_[index];
    const PackedWord* words = batch.words_.data() + index * words_;
    if (h == kLikely && batch.likely_words_ && same_words(words, batch.likely_words_)) {
      added = false;
      return batch.likely_;
    }
    return insert_packed(std::span<const PackedWord>(words, words_), h, added);
  }
  void unpack(StateId id, std::span<std::uint32_t> values) const { packer_.unpack(packed(id), values); }
  std::size_t size() const { return count_; }
  // Bytes the storage and the table will hold after the next few insertions (what a memory
  // limit must count; see memory_use.hpp).
  std::size_t memory_bytes() const;

 private:
  // All zero bytes is an empty slot, so that a new table needs no pass to mark its slots empty
  // (zeroed_table.hpp): the id is kept plus one.
  struct Slot {
    PackedWord check;
    std::uint32_t id_plus_one;
    bool empty() const { return id_plus_one == 0; }
    StateId id() const { return id_plus_one - 1; }
  };

  std::span<const PackedWord> packed(StateId id) const { return std::span<const PackedWord>(storage_.row(id), words_); }
  std::uint64_t hash(const PackedWord* words) const {
    // One word: a Fibonacci multiply, whose top bits (the slot) depend on every bit of the word.
    if (words_ == 1) return (std::uint64_t(words[0]) + 1) * 0x9E3779B97F4A7C15ull;
    return hash_words(std::span<const PackedWord>(words, words_));
  }
  static std::uint64_t hash_words(std::span<const PackedWord> words);
  // States are a few words (one for an 8-puzzle), too few for memcmp's call to pay off.
  bool same_words(const PackedWord* a, const PackedWord* b) const {
    if (words_ == 1) return a[0] == b[0];
    for (std::size_t i = 0; i < words_; ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
  // Inline, so that a search's lookups make no call: at the table's usual load a third of them
  // pass their home slot, and a call cost more than the few probes after it.
  StateId insert_packed(std::span<const PackedWord> words, std::uint64_t h, bool& added) {
    const std::size_t mask = slots_.size() - 1;
    const PackedWord sought = check(words.data(), h);
    for (std::size_t slot = home(h);; slot = (slot + 1) & mask) {
      Slot& entry = slots_[slot];
      if (entry.empty()) return add(entry, words.data(), sought, added);
      if (entry.check == sought && (words_ == 1 || same_words(words.data(), storage_.row(entry.id())))) {
        added = false;
        return entry.id();
      }
    }
  }
  // Stores a new state and takes the empty slot `entry` for it.
  StateId add(Slot& entry, const PackedWord* words, PackedWord sought, bool& added) {
    const auto id = static_cast<StateId>(count_++);
    PackedWord* stored = storage_.push_back();
    for (std::size_t i = 0; i < words_; ++i) stored[i] = words[i];
    entry = Slot{sought, id + 1};
    added = true;
    if (count_ * 4 > slots_.size() * 3) grow();
    return id;
  }
  // The batch's next state.
  PackedWord* next_staged(Batch& batch) const {
    if (batch.count_ == batch.room_) make_room(batch);
    return batch.words_.data() + batch.count_ * words_;
  }
  // A batch grows only past the widest one so far, out of the staging's inlined path.
  [[gnu::noinline]] void make_room(Batch& batch) const;
  void stage_packed(Batch& batch, const PackedWord* words) const {
    if (batch.likely_words_ && same_words(words, batch.likely_words_)) {
      batch.hashes_[batch.count_++] = kLikely;
      return;
    }
    const std::uint64_t h = hash(words);
    batch.hashes_[batch.count_++] = h;
    __builtin_prefetch(slots_.data() + home(h));
  }
  // In place of a staged state's hash: the state is `likely_`. No one-word state hashes to it
  // (the multiplier is odd); a longer one that does is told apart by the comparison at insertion.
  static constexpr std::uint64_t kLikely = 0;
  // The slot is taken from the hash's top bits, so that a one-word state needs one multiply.
  std::size_t home(std::uint64_t hash) const { return static_cast<std::size_t>(hash >> shift_); }
  PackedWord check(const PackedWord* words, std::uint64_t hash) const {
    return words_ == 1 ? words[0] : static_cast<PackedWord>(hash >> 32);
  }
  void grow();
  // A growth rehashes every state, and a search that reaches a million states has rehashed
  // nearly as many on the way there when the table doubles. Below a million slots (8 MiB) the
  // table grows fourfold, which rehashes a third as many states for at most 16 MiB more than
  // doubling would hold; past that memory counts more than rehashing, and it doubles.
  int doublings_per_growth() const { return slots_.size() < (std::size_t(1) << 20) ? 2 : 1; }

  const StatePacker& packer_;
  std::size_t words_;                // per state
  ChunkedRows<PackedWord> storage_;  // per id, its packed state
  ZeroedTable<Slot> slots_;          // size is a power of two, 2^(64 - shift_)
  int shift_;
  std::vector<PackedWord> scratch_;
  std::size_t count_ = 0;
};

}  // namespace polyplan
