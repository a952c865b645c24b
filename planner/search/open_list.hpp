#pragma once
#include <array>
#include <cstdint>
#include "translator/memory_use.hpp"
#include <string>
#include <vector>

#include "translator/state_registry.hpp"

namespace polyplan {

// Secondary keys that break ties in f, in the spirit of Fast Downward's tiebreaking([...]).
enum class TieKey {
  Depth,             // larger g first: depth-first inside an f plateau (DPA*)
  Shallow,           // smaller g first
  H,                 // smaller h first
  VerticalDistance,  // smaller family key first: the target's vertical distance to its goal
};
const char* to_string(TieKey key);

struct OpenListOrder {
  std::vector<TieKey> keys;
  bool lifo = false;  // inside the last tie: newest first (LIFO) or oldest first (FIFO)
};

// A priority queue of states ordered by (f, tie keys..., insertion order). Entries are never
// updated in place: a better path pushes a new entry and the search skips stale ones, which keeps
// the heap a plain binary heap.
class OpenList {
 public:
  static constexpr std::size_t kMaxKeys = 4;
  explicit OpenList(OpenListOrder order) : order_(std::move(order)) {}

  void push(std::int64_t f, int g, int h, int family_key, StateId id);
  StateId pop();
  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  std::size_t memory_bytes() const { return projected_bytes(heap_); }
  const OpenListOrder& order() const { return order_; }

 private:
  struct Entry {
    std::array<std::int64_t, kMaxKeys> key;
    std::uint64_t sequence;
    StateId id;
  };
  struct Later {
    bool lifo;
    bool operator()(const Entry& a, const Entry& b) const {
      if (a.key != b.key) return a.key > b.key;
      return lifo ? a.sequence < b.sequence : a.sequence > b.sequence;
    }
  };
  OpenListOrder order_;
  std::vector<Entry> heap_;  // a binary heap under Later (std::push_heap), so its capacity is visible
  std::uint64_t sequence_ = 0;
};

}  // namespace polyplan
