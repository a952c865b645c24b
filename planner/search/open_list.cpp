#include "planner/search/open_list.hpp"

#include <algorithm>

namespace polyplan {

void OpenList::push(std::int64_t f, std::span<const int> ties, StateId id) {
  Entry entry{f, {0, 0, 0, 0}, sequence_++, id};
  for (std::size_t i = 0; i < ties.size() && i < kMaxTieKeys; ++i) entry.ties[i] = ties[i];
  push_back_gently(heap_, entry);
  std::push_heap(heap_.begin(), heap_.end(), Later{lifo_});
}

StateId OpenList::pop() {
  std::pop_heap(heap_.begin(), heap_.end(), Later{lifo_});
  StateId id = heap_.back().id;
  heap_.pop_back();
  return id;
}

}  // namespace polyplan
