#include "planner/search/best_first/open_list.hpp"

#include <algorithm>

#include "translator/memory_use.hpp"

namespace polyplan {

void OpenList::use_bucket(const Key& key) {
  recent_ = buckets_.try_emplace(key).first;
  has_recent_ = true;
}

void OpenList::make_room(std::vector<StateId>& ids) {
  const std::size_t before = ids.capacity();
  ids.reserve(next_capacity(before, before + 16));
  id_bytes_ += (ids.capacity() - before) * sizeof(StateId);
}

void OpenList::drop_popped_front(Bucket& bucket) {
  bucket.ids.erase(bucket.ids.begin(), bucket.ids.begin() + static_cast<std::ptrdiff_t>(bucket.head));
  bucket.head = 0;
}

void OpenList::erase(Buckets::iterator bucket) {
  id_bytes_ -= bucket->second.ids.capacity() * sizeof(StateId);
  if (has_recent_ && recent_ == bucket) has_recent_ = false;
  buckets_.erase(bucket);
}

}  // namespace polyplan
