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

  // Keys past kMaxTieKeys are ignored (the configuration refuses more). Push and pop are inline
  // for their common case (the bucket pushed to last, a bucket with room, a pop that leaves its
  // bucket in place): a search makes one of each per state, and the calls cost more than the work.
  void push(std::int64_t f, std::span<const int> ties, StateId id) {
    Key key{f, {0, 0, 0, 0}};
    for (std::size_t i = 0; i < ties.size() && i < kMaxTieKeys; ++i) key.ties[i] = ties[i];
    if (!has_recent_ || !same_key(recent_->first, key)) use_bucket(key);
    std::vector<StateId>& ids = recent_->second.ids;
    if (ids.size() == ids.capacity()) make_room(ids);
    ids.push_back(id);
    ++size_;
  }
  // The id pop() would return now.
  StateId front() const {
    const Bucket& bucket = buckets_.begin()->second;
    return lifo_ ? bucket.ids.back() : bucket.ids[bucket.head];
  }
  StateId pop() {
    const auto first = buckets_.begin();
    Bucket& bucket = first->second;
    StateId id;
    if (lifo_) {
      id = bucket.ids.back();
      bucket.ids.pop_back();
    } else {
      id = bucket.ids[bucket.head++];
      // A bucket that is popped while it grows (the search stays on one f and tie) would keep its
      // popped front forever; once that is half of it, the rest moves down.
      if (bucket.head >= 1024 && 2 * bucket.head >= bucket.ids.size()) drop_popped_front(bucket);
    }
    --size_;
    if (bucket.head == bucket.ids.size()) erase(first);
    return id;
  }
  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  // The buckets' capacity, a quarter more for the growth one expansion's pushes may cause (each
  // bucket grows by a quarter), and the map's nodes.
  std::size_t memory_bytes() const { return id_bytes_ + id_bytes_ / 4 + buckets_.size() * kBucketOverheadBytes; }

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

  // Field by field: the defaulted comparison calls memcmp for the tie array, once per push.
  static bool same_key(const Key& a, const Key& b) {
    if (a.f != b.f) return false;
    for (std::size_t i = 0; i < a.ties.size(); ++i)
      if (a.ties[i] != b.ties[i]) return false;
    return true;
  }
  // Makes the key's bucket, made if new, the one pushed to; out of line, so that push stays small.
  [[gnu::noinline]] void use_bucket(const Key& key);
  [[gnu::noinline]] void make_room(std::vector<StateId>& ids);
  static void drop_popped_front(Bucket& bucket);
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
