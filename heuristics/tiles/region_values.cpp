#include "heuristics/tiles/region_values.hpp"

#include <algorithm>
#include <cstring>

#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

template <class T>
void append(TableBytes& out, const std::vector<T>& items) {
  std::uint64_t count = items.size();
  std::size_t at = out.size();
  out.resize(at + sizeof count + count * sizeof(T));
  std::memcpy(out.data() + at, &count, sizeof count);
  if (count) std::memcpy(out.data() + at + sizeof count, items.data(), count * sizeof(T));
}

template <class T>
bool take(const TableBytes& in, std::size_t& at, std::vector<T>& items) {
  std::uint64_t count = 0;
  if (in.size() < at + sizeof count) return false;
  std::memcpy(&count, in.data() + at, sizeof count);
  at += sizeof count;
  if ((in.size() - at) / sizeof(T) < count) return false;
  items.resize(count);
  if (count) std::memcpy(items.data(), in.data() + at, count * sizeof(T));
  at += count * sizeof(T);
  return true;
}

// A region in a byte, when its cell and excess fit: cell * 4 + excess / 2, excess 2, 4 or 6.
int slot(const RegionValue& value, int least) {
  int excess = value.value - least;
  if (value.cell >= 64 || excess <= 0 || excess > 6 || excess % 2) return -1;
  return value.cell << 2 | excess / 2;
}

}  // namespace

RegionValues::RegionValues(const TableBytes& table, const std::vector<RegionValue>& values) {
  std::size_t blocks = (table.size() + 63) / 64;
  block_count_.assign(blocks + 1, 0);
  for (std::size_t p = 0; p < table.size(); ++p)
    if (table[p] & kFlag) ++block_count_[p / 64 + 1];
  for (std::size_t block = 0; block < blocks; ++block) block_count_[block + 1] += block_count_[block];
  for (std::size_t i = 0, end; i < values.size(); i = end) {
    end = i;
    while (end < values.size() && values[end].placement == values[i].placement) ++end;
    int least = table[values[i].placement] & ~kFlag;
    int first = slot(values[i], least), second = end - i > 1 ? slot(values[i + 1], least) : 0;
    if (end - i <= 2 && first > 0 && second >= 0) {
      pairs_.push_back(static_cast<std::uint16_t>(first | second << 8));
    } else {
      pairs_.push_back(0);
      listed_.insert(listed_.end(), values.begin() + std::ptrdiff_t(i), values.begin() + std::ptrdiff_t(end));
    }
  }
  spread(table.data(), table.size());
}

void RegionValues::spread(const std::uint8_t* table, std::size_t entries) {
  BuildBudget::check(bytes() + entries * 2);
  pair_at_.assign(entries, 0);
  for (std::size_t p = 0, number = 0; p < entries; ++p)
    if (table[p] & kFlag) pair_at_[p] = pairs_[number++];
}

int RegionValues::listed(std::uint64_t placement, int cell, int least) const {
  auto at = std::lower_bound(listed_.begin(), listed_.end(), std::pair(placement, cell),
                             [](const RegionValue& value, const auto& key) {
                               return std::pair<std::uint64_t, int>(value.placement, value.cell) < key;
                             });
  return at != listed_.end() && at->placement == placement && at->cell == cell ? at->value : least;
}

void RegionValues::write(TableBytes& out) const {
  append(out, block_count_);
  append(out, pairs_);
  append(out, listed_);
}

bool RegionValues::read(const TableBytes& in, std::size_t at) {
  const std::size_t entries = at;
  if (!(take(in, at, block_count_) && take(in, at, pairs_) && take(in, at, listed_) && at == in.size() &&
        !block_count_.empty() && block_count_.back() == pairs_.size()))
    return false;
  spread(in.data(), entries);
  return true;
}

}  // namespace polyplan
