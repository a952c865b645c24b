#include "domains/sokoban/board/cell_key_set.hpp"

#include <algorithm>

namespace polyplan {

CellKeySet::CellKeySet(std::size_t width) : width_(width), table_(1024) {}

std::uint32_t CellKeySet::hash_key(const std::uint16_t* key) const {
  std::uint64_t hash = 0x9E3779B97F4A7C15ull;
  for (std::size_t i = 0; i < width_; ++i) hash = (hash ^ key[i]) * 0xBF58476D1CE4E5B9ull;
  return static_cast<std::uint32_t>((hash ^ (hash >> 31)) >> 16);
}

CellKeySet::Probe CellKeySet::probe(const std::uint16_t* key) const {
  const std::uint32_t hash = hash_key(key);
  const std::size_t mask = table_.size() - 1;
  std::size_t slot = hash & mask;
  for (; table_[slot].index_plus_one != 0; slot = (slot + 1) & mask)
    if (table_[slot].hash == hash && std::equal(key, key + width_, this->key(table_[slot].index_plus_one - 1)))
      return Probe{slot, hash, table_[slot].index_plus_one - 1};
  return Probe{slot, hash, kAbsent};
}

std::uint32_t CellKeySet::add(const Probe& probe, const std::uint16_t* key) {
  const auto index = static_cast<std::uint32_t>(size());
  keys_.insert(keys_.end(), key, key + width_);
  table_[probe.slot] = Slot{probe.hash, index + 1};
  if (2 * size() > table_.size()) grow();
  return index;
}

std::size_t CellKeySet::growth_bytes() const {
  std::size_t growing = 0;
  if (keys_.size() + width_ > keys_.capacity())
    growing += 2 * std::max(keys_.capacity(), width_) * sizeof(std::uint16_t);
  if (2 * (size() + 1) > table_.size()) growing += 2 * table_.size() * sizeof(Slot);
  return growing;
}

void CellKeySet::grow() {
  std::vector<Slot> old(table_.size() * 2, Slot{});
  table_.swap(old);
  const std::size_t mask = table_.size() - 1;
  for (const Slot& entry : old) {
    if (entry.index_plus_one == 0) continue;
    std::size_t slot = entry.hash & mask;
    while (table_[slot].index_plus_one != 0) slot = (slot + 1) & mask;
    table_[slot] = entry;
  }
}

std::size_t CellKeySet::memory_bytes() const {
  return keys_.capacity() * sizeof(std::uint16_t) + table_.capacity() * sizeof(Slot);
}

}  // namespace polyplan
