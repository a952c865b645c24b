#include "planner/search/open_list.hpp"

#include <algorithm>

namespace polyplan {

const char* to_string(TieKey key) {
  switch (key) {
    case TieKey::Depth: return "depth";
    case TieKey::Shallow: return "shallow";
    case TieKey::H: return "h";
    case TieKey::VerticalDistance: return "vertical-distance";
  }
  return "?";
}

void OpenList::push(std::int64_t f, int g, int h, int family_key, StateId id) {
  Entry entry{{f, 0, 0, 0}, sequence_++, id};
  for (std::size_t i = 0; i < order_.keys.size() && i + 1 < kMaxKeys; ++i) {
    switch (order_.keys[i]) {
      case TieKey::Depth: entry.key[i + 1] = -g; break;
      case TieKey::Shallow: entry.key[i + 1] = g; break;
      case TieKey::H: entry.key[i + 1] = h; break;
      case TieKey::VerticalDistance: entry.key[i + 1] = family_key; break;
    }
  }
  heap_.push_back(entry);
  std::push_heap(heap_.begin(), heap_.end(), Later{order_.lifo});
}

StateId OpenList::pop() {
  std::pop_heap(heap_.begin(), heap_.end(), Later{order_.lifo});
  StateId id = heap_.back().id;
  heap_.pop_back();
  return id;
}

}  // namespace polyplan
