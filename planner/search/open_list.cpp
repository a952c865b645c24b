#include "planner/search/open_list.hpp"

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
  heap_.push(entry);
}

StateId OpenList::pop() {
  StateId id = heap_.top().id;
  heap_.pop();
  return id;
}

}  // namespace polyplan
