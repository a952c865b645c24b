#include "planner/search/open_list.hpp"

#include <algorithm>

#include "translator/memory_use.hpp"

namespace polyplan {
namespace {

// Field by field: the defaulted comparison calls memcmp for the tie array, once per push.
template <class Key>
bool same_key(const Key& a, const Key& b) {
  if (a.f != b.f) return false;
  for (std::size_t i = 0; i < a.ties.size(); ++i)
    if (a.ties[i] != b.ties[i]) return false;
  return true;
}

}  // namespace

void OpenList::push(std::int64_t f, std::span<const int> ties, StateId id) {
  Key key{f, {0, 0, 0, 0}};
  for (std::size_t i = 0; i < ties.size() && i < kMaxTieKeys; ++i) key.ties[i] = ties[i];
  if (!has_recent_ || !same_key(recent_->first, key)) {
    recent_ = buckets_.try_emplace(key).first;
    has_recent_ = true;
  }
  std::vector<StateId>& ids = recent_->second.ids;
  if (ids.size() == ids.capacity()) {
    std::size_t before = ids.capacity();
    ids.reserve(next_capacity(before, before + 16));
    id_bytes_ += (ids.capacity() - before) * sizeof(StateId);
  }
  ids.push_back(id);
  ++size_;
}

StateId OpenList::pop() {
  auto first = buckets_.begin();
  Bucket& bucket = first->second;
  StateId id;
  if (lifo_) {
    id = bucket.ids.back();
    bucket.ids.pop_back();
  } else {
    id = bucket.ids[bucket.head++];
    // A bucket that is popped while it grows (the search stays on one f and tie) would keep its
    // popped front forever; once that is half of it, the rest moves down.
    if (bucket.head >= 1024 && 2 * bucket.head >= bucket.ids.size()) {
      bucket.ids.erase(bucket.ids.begin(), bucket.ids.begin() + static_cast<std::ptrdiff_t>(bucket.head));
      bucket.head = 0;
    }
  }
  --size_;
  if (bucket.head == bucket.ids.size()) erase(first);
  return id;
}

void OpenList::erase(Buckets::iterator bucket) {
  id_bytes_ -= bucket->second.ids.capacity() * sizeof(StateId);
  if (has_recent_ && recent_ == bucket) has_recent_ = false;
  buckets_.erase(bucket);
}

}  // namespace polyplan
