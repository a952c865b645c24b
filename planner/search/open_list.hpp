#pragma once
#include <array>
#include <compare>
#include <cstdint>
#include <map>
#include <span>
#include <vector>

#include "translator/memory_use.hpp"
#include "translator/state_registry.hpp"

namespace polyplan {

// A priority queue of states ordered by (f, tie keys..., insertion order), smaller first. The
// keys are computed by the search (domains/tie_key.hpp), so the queue knows nothing of what they mean.
// Entries are never updated in place: a better path pushes a new entry and the search skips
// stale ones.
//
// Why buckets and not a heap: f and the tie keys are small integers that take few distinct values
// (a few thousand combinations in a long search), so the entries with equal keys share one bucket,
// a list of state ids in insertion order, and an entry costs its 4-byte id instead of a 32-byte
// heap record. The open list is the largest table of a long search; this lets the same memory
// budget hold several times more open states. Insertion order inside a bucket is the last tie
// (oldest first, or newest first with lifo), exactly the order the heap gave.
class OpenList {
 public:
  static constexpr std::size_t kMaxTieKeys = 4;
  // lifo: inside the last tie, newest first (LIFO) instead of oldest first (FIFO).
  explicit OpenList(bool lifo = false) : lifo_(lifo) {}

  // Keys past kMaxTieKeys are ignored (the configuration refuses more).
  void push(std::int64_t f, std::span<const int> ties, StateId id);
  StateId pop();
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  // The buckets' capacity, a quarter more for the growth one expansion's pushes may cause (each
  // bucket grows by a quarter), and the map's nodes.
  std::size_t memory_bytes() const {
    return id_bytes_ + id_bytes_ / 4 + buckets_.size() * kBucketOverheadBytes;
  }

 private:
  struct Key {
    std::int64_t f;
    std::array<std::int32_t, kMaxTieKeys> ties;
    auto operator<=>(const Key&) const = default;
  };
  struct Bucket {
    std::vector<StateId> ids;
    std::size_t head = 0;  // FIFO: ids before head were popped already
  };
  using Buckets = std::map<Key, Bucket>;
  // A map node: the key, the bucket and the tree's links, rounded up.
  static constexpr std::size_t kBucketOverheadBytes = sizeof(Key) + sizeof(Bucket) + 64;

  void erase(Buckets::iterator bucket);

  bool lifo_;
  Buckets buckets_;
  // Successive pushes mostly share a key (the children of one state), so the last bucket pushed
  // to is tried before the map is searched.
  Buckets::iterator recent_;
  bool has_recent_ = false;
  std::size_t size_ = 0;
  std::size_t id_bytes_ = 0;  // the buckets' capacity in bytes
};

}  // namespace polyplan
