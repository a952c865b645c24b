#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

namespace polyplan {

// A set of floor cells that empties in constant time, for the flood fills that run once or more
// per state: a cell is in the set when its stamp is the current one, so clear() moves to the next
// stamp instead of writing every cell. After 2^32 clears the stamps wrap and every cell is reset.
class CellMarks {
 public:
  explicit CellMarks(std::size_t cells) : stamps_(cells, 0) {}

  void clear() {
    if (++stamp_ == 0) {
      std::fill(stamps_.begin(), stamps_.end(), 0);
      stamp_ = 1;
    }
  }
  void mark(int cell) { stamps_[static_cast<std::size_t>(cell)] = stamp_; }
  bool marked(int cell) const { return stamps_[static_cast<std::size_t>(cell)] == stamp_; }

 private:
  std::vector<std::uint32_t> stamps_;
  std::uint32_t stamp_ = 1;
};

}  // namespace polyplan
