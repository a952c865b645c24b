#include "translator/state_registry.hpp"

#include <algorithm>

#include "translator/memory_use.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

// States are a few words (one for an 8-puzzle), too few for memcmp's call to pay off.
bool same_words(std::span<const PackedWord> a, std::span<const PackedWord> b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

}  // namespace

StateRegistry::StateRegistry(const StatePacker& packer)
    : packer_(packer),
      words_(packer.words()),
      slots_(1024, kNoState),
      tags_(1024, 0),
      scratch_(static_cast<std::size_t>(packer.words())) {}

std::uint64_t StateRegistry::hash(std::span<const PackedWord> words) const {
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
  return insert_packed(scratch_, hash(scratch_), added);
}

void StateRegistry::stage(std::span<const std::uint32_t> values) {
  const std::size_t offset = staged_words_.size();
  staged_words_.resize(offset + scratch_.size());
  std::span<PackedWord> words(staged_words_.data() + offset, scratch_.size());
  packer_.pack(values, words);
  const std::uint64_t h = hash(words);
  staged_hashes_.push_back(h);
  const std::size_t slot = h & (slots_.size() - 1);
  __builtin_prefetch(slots_.data() + slot);
  __builtin_prefetch(tags_.data() + slot);
}

StateId StateRegistry::insert_staged(std::size_t index, bool& added) {
  std::span<const PackedWord> words(staged_words_.data() + index * scratch_.size(), scratch_.size());
  return insert_packed(words, staged_hashes_[index], added);
}

StateId StateRegistry::insert_packed(std::span<const PackedWord> words, std::uint64_t h, bool& added) {
  std::size_t mask = slots_.size() - 1;
  for (std::size_t slot = h & mask;; slot = (slot + 1) & mask) {
    StateId id = slots_[slot];
    if (id == kNoState) {
      id = static_cast<StateId>(count_++);
      reserve_gently(storage_, words.size());
      storage_.insert(storage_.end(), words.begin(), words.end());
      slots_[slot] = id;
      tags_[slot] = tag(h);
      added = true;
      if (count_ * 2 > slots_.size()) grow();
      return id;
    }
    if (tags_[slot] == tag(h) && same_words(words, packed(id))) {
      added = false;
      return id;
    }
  }
}

StateId StateRegistry::find(std::span<const std::uint32_t> values) {
  packer_.pack(values, scratch_);
  std::uint64_t h = hash(scratch_);
  std::size_t mask = slots_.size() - 1;
  for (std::size_t slot = h & mask;; slot = (slot + 1) & mask) {
    StateId id = slots_[slot];
    if (id == kNoState) return kNoState;
    if (tags_[slot] == tag(h) && same_words(scratch_, packed(id))) return id;
  }
}

void StateRegistry::unpack(StateId id, std::span<std::uint32_t> values) const { packer_.unpack(packed(id), values); }

void StateRegistry::grow() {
  // Rehashing a hundred million states takes seconds. When the search is to stop (its deadline
  // passed, or the user interrupted it) the growth is given up and the search stops at its next
  // limit check; the table stays usable, since it grows again at the latest when three quarters
  // full.
  const bool must_grow = count_ * 4 > slots_.size() * 3;
  if (!must_grow && stop_due()) return;
  std::vector<StateId> bigger(slots_.size() * 2, kNoState);
  std::vector<std::uint8_t> bigger_tags(bigger.size(), 0);
  std::size_t mask = bigger.size() - 1;
  for (StateId id = 0; id < count_; ++id) {
    if (!must_grow && (id & 0xFFFF) == 0xFFFF && stop_due()) return;
    std::uint64_t h = hash(packed(id));
    std::size_t slot = h & mask;
    while (bigger[slot] != kNoState) slot = (slot + 1) & mask;
    bigger[slot] = id;
    bigger_tags[slot] = tag(h);
  }
  slots_.swap(bigger);
  tags_.swap(bigger_tags);
}

std::size_t StateRegistry::memory_bytes() const {
  // The table doubles once it is half full; count the doubled table as soon as that is near.
  std::size_t slots = slots_.size();
  if ((count_ + kGrowthHeadroom) * 2 > slots) slots *= 2;
  return projected_bytes(storage_) + slots * (sizeof(StateId) + sizeof(std::uint8_t));
}

}  // namespace polyplan
