#include "heuristics/sokoban/level_tables.hpp"

#include <algorithm>

namespace polyplan {

const LevelTables& FrozenGoalTables::tables(std::vector<int>& frozen) {
  if (frozen.empty()) return plain_;
  std::sort(frozen.begin(), frozen.end());
  auto found = cache_.find(frozen);
  if (found != cache_.end()) return *found->second;
  // Labels (2 bytes per pair of cells) dominate; distances are 40 bytes per goal and cell (by
  // side and by each set of sides).
  std::size_t floor = static_cast<std::size_t>(plain_.board.floor_count());
  std::size_t bytes = floor * floor * 2 + plain_.board.goals().size() * floor * 40;
  if (used_ + bytes > budget_) return plain_;
  used_ += bytes;
  auto tables = std::make_unique<LevelTables>(plain_.board.with_walls(frozen), "sokoban");
  return *cache_.emplace(frozen, std::move(tables)).first->second;
}

}  // namespace polyplan
