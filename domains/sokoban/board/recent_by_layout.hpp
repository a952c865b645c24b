#pragma once
#include <cstddef>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace polyplan {

// What the Sokoban searches of one process share per level (a table of dead box sets, a bank of
// deadlock patterns), kept under the level's layout (SokobanBoard::layout, with whatever else
// tells the values apart): a portfolio's stages and their finishing searches build their
// heuristics afresh, on one thread or several, and should build each of these once; a bench runs
// levels one after another, so a few recent ones suffice and the oldest goes first.
template <typename Value>
class RecentByLayout {
 public:
  explicit RecentByLayout(std::size_t kept) : kept_(kept) {}

  // The value kept under `key`, else what `make` returns, kept from then on. `make` runs outside
  // the lock, since a table takes seconds to build; when two threads make the same value at once,
  // the first one kept is the one both get.
  template <typename Make>
  std::shared_ptr<Value> get(std::vector<int> key, Make make) {
    if (std::shared_ptr<Value> known = find(key)) return known;
    std::shared_ptr<Value> made = make();
    std::lock_guard lock(guard_);
    for (const auto& [known_key, value] : recent_)
      if (known_key == key) return value;
    if (recent_.size() == kept_) recent_.erase(recent_.begin());
    recent_.emplace_back(std::move(key), made);
    return made;
  }

 private:
  std::shared_ptr<Value> find(const std::vector<int>& key) {
    std::lock_guard lock(guard_);
    for (const auto& [known_key, value] : recent_)
      if (known_key == key) return value;
    return nullptr;
  }

  std::size_t kept_;
  std::mutex guard_;
  std::vector<std::pair<std::vector<int>, std::shared_ptr<Value>>> recent_;
};

}  // namespace polyplan
