#include "heuristics/tiles/tile_pattern_database.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <deque>

#include "heuristics/build_budget.hpp"
#include "heuristics/pdb/pdb_cache.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

constexpr std::uint8_t kUnseen = 255;
// The builds look at the limits (heuristics/build_budget.hpp) every this many entries: often
// enough to stop within milliseconds of --time, rarely enough that the clock costs nothing.
constexpr std::uint64_t kBudgetCheckMask = 0xFFF;

}  // namespace

std::uint64_t TilePatternDatabase::entries_for(int floor, std::size_t tiles, PatternBlank blank) {
  std::size_t k = tiles + (blank == PatternBlank::Tracked ? 1 : 0);
  std::uint64_t total = 1;
  for (std::size_t i = 0; i < k; ++i) {
    std::uint64_t factor = static_cast<std::uint64_t>(std::max(floor - static_cast<int>(i), 0));
    if (factor && total > UINT64_MAX / factor) return UINT64_MAX;
    total *= factor;
  }
  return total;
}

TilePatternDatabase::TilePatternDatabase(const Task& task, std::vector<int> tiles, PatternBlank blank,
                                         std::uint64_t max_entries)
    : task_(task), tiles_(std::move(tiles)), blank_(blank), floor_(task.frame().floor_count()) {
  if (floor_ > 64) throw InputError(Diagnostic::about("heuristic", "tile pattern databases need at most 64 cells"));
  std::size_t k = tiles_.size() + (tracks_blank() ? 1 : 0);
  falling_.assign(k, 1);
  std::uint64_t total = entries_for(floor_, tiles_.size(), blank);
  if (total > max_entries)
    throw InputError(Diagnostic::about(
        "heuristic", fmt::format("a pattern of {} tiles on {} cells needs more than {} entries; use smaller groups",
                                 tiles_.size(), floor_, max_entries)));
  for (std::size_t i = k; i-- > 0;)
    falling_[i] = i + 1 == k ? 1 : falling_[i + 1] * static_cast<std::uint64_t>(floor_ - 1 - static_cast<int>(i));
  for (int tile : tiles_) {
    const PlacementTable& table = task.table(tile);
    int goal = -1;
    for (const auto& placed : task.goal().placed())
      if (placed.piece == tile && placed.placements.size() == 1) goal = table.cells(placed.placements.front())[0];
    if (goal < 0)
      throw InputError(Diagnostic::about(
          "heuristic", fmt::format("tile '{}' of a pattern has no goal cell", task.pieces()[std::size_t(tile)].name)));
    goal_cell_.push_back(goal);
  }
  std::string key = cache_key();
  if (load_cached_table(key, total, distance_)) return;
  BuildBudget::check(total);
  distance_.assign(total, kUnseen);
  if (tracks_blank()) build_with_blank();
  else build_without_blank();
  store_cached_table(key, distance_);
}

// Everything the table depends on: the board's shape and which cells the pattern's tiles must
// reach (the tiles' names do not matter).
std::string TilePatternDatabase::cache_key() const {
  std::string key = fmt::format("tile-pdb v1 board {}x{} floor {} goals", task_.frame().rows(), task_.frame().cols(), floor_);
  for (int cell : goal_cell_) key += fmt::format(" {}", cell);
  if (!tracks_blank()) key += " blank ignored";
  return key;
}

// Lexicographic rank among k-permutations: position i contributes (its cell's index among the
// cells not used by positions before it) times the number of ways to fill the positions after it.
std::uint64_t TilePatternDatabase::rank(const std::vector<int>& cells) const {
  std::uint64_t used = 0, index = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    std::uint64_t bit = std::uint64_t(1) << cells[i];
    int smaller_used = std::popcount(used & (bit - 1));
    index += static_cast<std::uint64_t>(cells[i] - smaller_used) * falling_[i];
    used |= bit;
  }
  return index;
}

void TilePatternDatabase::unrank(std::uint64_t index, std::vector<int>& cells) const {
  std::uint64_t used = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    std::uint64_t digit = index / falling_[i];
    index %= falling_[i];
    int cell = 0;
    for (std::uint64_t free_seen = 0;; ++cell) {
      if (used >> cell & 1) continue;
      if (free_seen++ == digit) break;
    }
    cells[i] = cell;
    used |= std::uint64_t(1) << cell;
  }
}

void TilePatternDatabase::build_with_blank() {
  const FrameIndex& frame = task_.frame();
  std::size_t blank_slot = tiles_.size();
  std::vector<int> cells(tiles_.size() + 1);
  std::deque<std::uint64_t> queue;
  for (std::size_t t = 0; t < tiles_.size(); ++t) cells[t] = goal_cell_[t];
  std::uint64_t goal_cells = 0;
  for (int cell : goal_cell_) goal_cells |= std::uint64_t(1) << cell;
  for (int blank = 0; blank < floor_; ++blank) {
    if (goal_cells >> blank & 1) continue;
    cells[blank_slot] = blank;
    std::uint64_t index = rank(cells);
    distance_[index] = 0;
    queue.push_back(index);
  }
  // 0-1 BFS: a blank step over a non-pattern cell costs nothing (front of the queue), a step
  // that moves a pattern tile costs one (back). An entry is final when it is popped first.
  BuildBudget::check(2 * distance_.size());
  std::vector<char> done(distance_.size(), 0);
  BuildProgress progress(fmt::format("pattern database of {} tiles", tiles_.size()), distance_.size());
  std::uint64_t settled = 0;
  while (!queue.empty()) {
    std::uint64_t index = queue.front();
    queue.pop_front();
    if (done[index]) continue;
    done[index] = 1;
    if ((++settled & kBudgetCheckMask) == 0)
      BuildBudget::check(distance_.size() + done.size() + queue.size() * sizeof(std::uint64_t));
    progress.advance();
    unrank(index, cells);
    int blank = cells[blank_slot];
    int here = distance_[index];
    for (int direction = 0; direction < 4; ++direction) {
      int next = frame.neighbour(blank, direction);
      if (next < 0) continue;
      std::size_t moved = blank_slot;
      for (std::size_t t = 0; t < tiles_.size(); ++t)
        if (cells[t] == next) moved = t;
      int cost = moved == blank_slot ? 0 : 1;
      if (moved != blank_slot) cells[moved] = blank;
      cells[blank_slot] = next;
      std::uint64_t target = rank(cells);
      if (!done[target] && (distance_[target] == kUnseen || distance_[target] > here + cost)) {
        distance_[target] = static_cast<std::uint8_t>(std::min(here + cost, 254));
        if (cost == 0) queue.push_front(target);
        else queue.push_back(target);
      }
      cells[blank_slot] = blank;
      if (moved != blank_slot) cells[moved] = next;
    }
  }
}

// Breadth-first search from the goal placement, one layer at a time: every step moves a pattern
// tile onto a neighbouring cell no pattern tile holds, at cost 1. The frontiers hold ranks, so
// the search needs the table and two layers, not a queue of cell lists.
void TilePatternDatabase::build_without_blank() {
  const FrameIndex& frame = task_.frame();
  std::vector<int> cells = goal_cell_;
  std::vector<std::uint64_t> layer{rank(cells)}, next;
  distance_[layer.front()] = 0;
  BuildProgress progress(fmt::format("pattern database of {} tiles (blank ignored)", tiles_.size()), distance_.size());
  std::uint64_t expanded = 0;
  for (int depth = 0; !layer.empty(); ++depth) {
    next.clear();
    for (std::uint64_t index : layer) {
      if ((++expanded & kBudgetCheckMask) == 0)
        BuildBudget::check(distance_.size() + (layer.capacity() + next.capacity()) * sizeof(std::uint64_t));
      progress.advance();
      unrank(index, cells);
      std::uint64_t occupied = 0;
      for (int cell : cells) occupied |= std::uint64_t(1) << cell;
      for (std::size_t t = 0; t < cells.size(); ++t) {
        int from = cells[t];
        for (int direction = 0; direction < 4; ++direction) {
          int to = frame.neighbour(from, direction);
          if (to < 0 || (occupied >> to & 1)) continue;
          cells[t] = to;
          std::uint64_t target = rank(cells);
          if (distance_[target] == kUnseen) {
            distance_[target] = static_cast<std::uint8_t>(std::min(depth + 1, 254));
            next.push_back(target);
          }
        }
        cells[t] = from;
      }
    }
    layer.swap(next);
  }
}

int TilePatternDatabase::lookup(std::span<const int> cell_of_tile, int blank) const {
  std::uint64_t used = 0, index = 0;
  auto add = [&](std::size_t i, int cell) {
    std::uint64_t bit = std::uint64_t(1) << cell;
    index += static_cast<std::uint64_t>(cell - std::popcount(used & (bit - 1))) * falling_[i];
    used |= bit;
  };
  for (std::size_t t = 0; t < tiles_.size(); ++t) add(t, cell_of_tile[static_cast<std::size_t>(tiles_[t])]);
  if (tracks_blank()) add(tiles_.size(), blank);
  return distance_[index];
}

}  // namespace polyplan
