#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "translator/memory_use.hpp"
#include "translator/state_registry.hpp"

namespace polyplan {

// A priority queue of states ordered by (f, tie keys..., insertion order), smaller first. The
// keys are computed by the search (tie_keys.hpp), so the queue knows nothing of what they mean.
// Entries are never updated in place: a better path pushes a new entry and the search skips
// stale ones, which keeps the heap a plain binary heap.
class OpenList {
 public:
  static constexpr std::size_t kMaxTieKeys = 4;
  // lifo: inside the last tie, newest first (LIFO) instead of oldest first (FIFO).
  explicit OpenList(bool lifo = false) : lifo_(lifo) {}

  // Keys past kMaxTieKeys are ignored (the configuration refuses more).
  void push(std::int64_t f, std::span<const int> ties, StateId id);
  StateId pop();
  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  std::size_t memory_bytes() const { return projected_bytes(heap_); }

 private:
  struct Entry {
    std::int64_t f;
    std::array<std::int32_t, kMaxTieKeys> ties;
    // 32 bits keep an entry at 32 bytes (the open list is the largest table of a long search).
    // After 2^32 pushes the count wraps, which only reorders ties among old and new entries:
    // f and the tie keys still decide first, so optimality is untouched.
    std::uint32_t sequence;
    StateId id;
  };
  struct Later {
    bool lifo;
    bool operator()(const Entry& a, const Entry& b) const {
      if (a.f != b.f) return a.f > b.f;
      if (a.ties != b.ties) return a.ties > b.ties;
      return lifo ? a.sequence < b.sequence : a.sequence > b.sequence;
    }
  };
  bool lifo_;
  std::vector<Entry> heap_;  // a binary heap under Later (std::push_heap), so its capacity is visible
  std::uint32_t sequence_ = 0;
};

}  // namespace polyplan
