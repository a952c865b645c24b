#include "translator/state_registry.hpp"

#include <algorithm>

#include "translator/memory_use.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {

StateRegistry::StateRegistry(const StatePacker& packer)
    : packer_(packer),
      words_(static_cast<std::size_t>(packer.words())),
      storage_(words_),
      slots_(1024),
      shift_(64 - 10),
      scratch_(words_) {}

std::uint64_t StateRegistry::hash_words(std::span<const PackedWord> words) {
  // splitmix64 over the words: cheap, and good enough that linear probing stays short.
  std::uint64_t h = 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(words.size());
  for (PackedWord word : words) {
    h ^= word;
    h += 0x9E3779B97F4A7C15ull;
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
    h ^= h >> 31;
  }
  return h;
}

StateId StateRegistry::insert(std::span<const std::uint32_t> values, bool& added) {
  packer_.pack(values, scratch_);
  return insert_packed(scratch_, hash(scratch_.data()), added);
}

void StateRegistry::stage(Batch& batch, std::span<const std::uint32_t> values) const {
  PackedWord* words = next_staged(batch);
  packer_.pack(values, std::span<PackedWord>(words, words_));
  stage_packed(batch, words);
}

void StateRegistry::make_room(Batch& batch) const {
  batch.room_ = 2 * (batch.count_ + 1);
  batch.words_.resize(batch.room_ * words_);
  batch.hashes_.resize(batch.room_);
}

StateId StateRegistry::find(std::span<const std::uint32_t> values) {
  packer_.pack(values, scratch_);
  const std::uint64_t h = hash(scratch_.data());
  const std::size_t mask = slots_.size() - 1;
  const PackedWord sought = check(scratch_.data(), h);
  for (std::size_t slot = home(h);; slot = (slot + 1) & mask) {
    const Slot& entry = slots_[slot];
    if (entry.empty()) return kNoState;
    if (entry.check == sought && (words_ == 1 || same_words(scratch_.data(), storage_.row(entry.id()))))
      return entry.id();
  }
}

void StateRegistry::grow() {
  // Rehashing a hundred million states takes seconds. When the search is to stop (its deadline
  // passed, or the user interrupted it) the growth is given up and the search stops at its next
  // limit check; the table stays usable, since it grows again at the latest when three quarters
  // full.
  const bool must_grow = count_ * 8 > slots_.size() * 7;
  if (!must_grow && stop_due()) return;
  const int doublings = doublings_per_growth();
  ZeroedTable<Slot> bigger(slots_.size() << doublings);
  const int shift = shift_ - doublings;
  const std::size_t mask = bigger.size() - 1;
  // A multi-word state's check is its hash's top 32 bits, which hold its new slot while the
  // table has at most 2^32 slots; a one-word state's hash is one multiply of its check.
  const bool check_holds_slot = shift >= 32;
  for (std::size_t old = 0; old < slots_.size(); ++old) {
    if (!must_grow && (old & 0xFFFF) == 0xFFFF && stop_due()) return;
    const Slot entry = slots_[old];
    if (entry.empty()) continue;
    std::uint64_t h;
    if (words_ == 1)
      h = hash(&entry.check);
    else if (check_holds_slot)
      h = std::uint64_t(entry.check) << 32;
    else
      h = hash(storage_.row(entry.id()));
    std::size_t slot = static_cast<std::size_t>(h >> shift);
    while (!bigger[slot].empty()) slot = (slot + 1) & mask;
    bigger[slot] = entry;
  }
  slots_.swap(bigger);
  shift_ = shift;
}

std::size_t StateRegistry::memory_bytes() const {
  // The table grows once it is three quarters full; count the grown table from half full on.
  std::size_t slots = slots_.size();
  if ((count_ + kGrowthHeadroom) * 2 > slots) slots <<= doublings_per_growth();
  return storage_.memory_bytes() + slots * sizeof(Slot);
}

}  // namespace polyplan
