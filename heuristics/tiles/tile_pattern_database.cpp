#include "heuristics/tiles/tile_pattern_database.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <deque>
#include <map>
#include <mutex>

#include "heuristics/pdb/pdb_cache.hpp"
#include "heuristics/tiles/region_pattern_search.hpp"
#include "parser/input_error.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

constexpr std::uint8_t kUnseen = 255;
constexpr std::size_t kKeptBytes = std::size_t(2) << 30;

// The tables of this process by cache key: those in use, and the latest ones up to kKeptBytes.
class LoadedTables {
 public:
  void forget() {
    std::lock_guard<std::mutex> lock(guard_);
    in_use_.clear();
    latest_.clear();
    kept_bytes_ = 0;
  }
  std::shared_ptr<const StoredTable> find(const std::string& key) {
    std::lock_guard<std::mutex> lock(guard_);
    auto at = in_use_.find(key);
    return at == in_use_.end() ? nullptr : at->second.lock();
  }
  void keep(const std::string& key, std::shared_ptr<const StoredTable> table) {
    std::lock_guard<std::mutex> lock(guard_);
    in_use_[key] = table;
    kept_bytes_ += table->entries.size() + table->regions.bytes();
    latest_.push_back(std::move(table));
    while (kept_bytes_ > kKeptBytes && latest_.size() > 1) {
      kept_bytes_ -= latest_.front()->entries.size() + latest_.front()->regions.bytes();
      latest_.pop_front();
    }
  }

 private:
  std::mutex guard_;
  std::map<std::string, std::weak_ptr<const StoredTable>> in_use_;
  std::deque<std::shared_ptr<const StoredTable>> latest_;
  std::size_t kept_bytes_ = 0;
};

LoadedTables& loaded_tables() {
  static LoadedTables tables;
  return tables;
}

bool keeps_blank_digit(PatternBlank blank) { return blank == PatternBlank::Tracked; }

}  // namespace

void TilePatternDatabase::forget_loaded_tables() { loaded_tables().forget(); }

std::uint64_t TilePatternDatabase::entries_for(int floor, std::size_t tiles, PatternBlank blank) {
  std::size_t k = tiles + (keeps_blank_digit(blank) ? 1 : 0);
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
    : task_(task),
      tiles_(std::move(tiles)),
      blank_(blank),
      floor_(task.frame().floor_count()),
      rank_(std::min(floor_, 64),
            static_cast<int>(std::min<std::size_t>(tiles_.size() + (keeps_blank_digit(blank) ? 1 : 0),
                                                   std::size_t(std::min(floor_, 64))))),
      regions_(task.frame()) {
  if (floor_ > 64) throw NotApplicable(Diagnostic::about("heuristic", "tile pattern databases need at most 64 cells"));
  std::uint64_t total = entries_for(floor_, tiles_.size(), blank);
  if (total > max_entries)
    throw InputError(Diagnostic::about(
        "heuristic", fmt::format("a pattern of {} tiles on {} cells needs more than {} entries; use smaller groups",
                                 tiles_.size(), floor_, max_entries)));
  entries_ = total;
  for (int tile : tiles_) {
    const PlacementTable& table = task.table(tile);
    int goal = -1;
    for (const auto& placed : task.goal().placed())
      if (placed.piece == tile && placed.placements.size() == 1) goal = table.cells(placed.placements.front())[0];
    if (goal < 0)
      throw NotApplicable(Diagnostic::about(
          "heuristic", fmt::format("tile '{}' of a pattern has no goal cell", task.pieces()[std::size_t(tile)].name)));
    goal_cell_.push_back(goal);
  }
  std::string key = cache_key(blank_);
  if ((stored_ = loaded_tables().find(key))) {
    entry_bytes_ = stored_->entries.data();
    return;
  }
  bool loaded = keeps_regions() ? load_region_table(key) : load_cached_table(key, total, distance_);
  if (!loaded) {
    switch (blank_) {
      case PatternBlank::Tracked:
        build_with_blank();
        break;
      case PatternBlank::Ignored:
        build_without_blank();
        break;
      case PatternBlank::Region:
      case PatternBlank::Reduced:
        build_over_regions();
        break;
    }
    if (blank_ == PatternBlank::Tracked || blank_ == PatternBlank::Ignored) store_cached_table(key, distance_);
  }
  auto stored = std::make_shared<StoredTable>(StoredTable{std::move(distance_), std::move(region_values_)});
  entry_bytes_ = stored->entries.data();
  stored_ = stored;
  loaded_tables().keep(key, std::move(stored));
}

std::uint64_t TilePatternDatabase::build_bytes(int floor, std::size_t tiles, PatternBlank blank) {
  std::uint64_t entries = entries_for(floor, tiles, blank);
  switch (blank) {
    case PatternBlank::Tracked:
      return entries;  // a done flag per entry
    case PatternBlank::Ignored:
      return 0;
    case PatternBlank::Region:
    case PatternBlank::Reduced:
      return entries * std::uint64_t(std::max(floor - int(tiles), 0)) / 4;  // 2 bits a state
  }
  return 0;
}

// Everything the table depends on: the board's shape (its cells, when the frame is not a full
// rectangle), which cells the pattern's tiles must reach (the tiles' names do not matter) and
// what is kept of the blank.
std::string TilePatternDatabase::cache_key(PatternBlank blank) const {
  const FrameIndex& frame = task_.frame();
  std::string key = fmt::format("tile-pdb v1 board {}x{} floor {} goals", frame.rows(), frame.cols(), floor_);
  for (int cell : goal_cell_) key += fmt::format(" {}", cell);
  if (floor_ != frame.rows() * frame.cols()) {
    key += " cells";
    for (int cell = 0; cell < floor_; ++cell)
      key += fmt::format(" {},{}", frame.coord(cell).row, frame.coord(cell).col);
  }
  switch (blank) {
    case PatternBlank::Tracked:
      break;
    case PatternBlank::Ignored:
      key += " blank ignored";
      break;
    case PatternBlank::Reduced:
      key += " blank reduced";
      break;
    case PatternBlank::Region:
      key += " blank regions";
      break;
  }
  return key;
}

bool TilePatternDatabase::load_region_table(const std::string& key) {
  TableBytes file;
  if (!load_cached_table(key, file) || file.size() < entries_ || !region_values_.read(file, entries_)) return false;
  file.resize(entries_);
  file.shrink_to_fit();
  distance_ = std::move(file);
  return true;
}

void TilePatternDatabase::build_with_blank() {
  const FrameIndex& frame = task_.frame();
  BuildBudget::check(entries_ + build_bytes(floor_, tiles_.size(), blank_));
  distance_.assign(entries_, kUnseen);
  std::size_t blank_slot = tiles_.size();
  std::vector<int> cells(tiles_.size() + 1);
  std::deque<std::uint64_t> queue;
  for (std::size_t t = 0; t < tiles_.size(); ++t) cells[t] = goal_cell_[t];
  std::uint64_t goal_cells = 0;
  for (int cell : goal_cell_) goal_cells |= std::uint64_t(1) << cell;
  for (int blank = 0; blank < floor_; ++blank) {
    if (goal_cells >> blank & 1) continue;
    cells[blank_slot] = blank;
    std::uint64_t index = rank_.rank(cells);
    distance_[index] = 0;
    queue.push_back(index);
  }
  // 0-1 BFS: a blank step over a non-pattern cell costs nothing (front of the queue), a step
  // that moves a pattern tile costs one (back). An entry is final when it is popped first.
  BuildBudget::check(2 * distance_.size());
  std::vector<char> done(distance_.size(), 0);
  BuildProgress progress(fmt::format("pattern database of {} tiles", tiles_.size()), distance_.size());
  while (!queue.empty()) {
    std::uint64_t index = queue.front();
    queue.pop_front();
    if (done[index]) continue;
    done[index] = 1;
    progress.hold(2 * distance_.size() + queue.size() * sizeof(std::uint64_t));
    progress.advance();
    rank_.unrank(index, cells);
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
      std::uint64_t target = rank_.rank(cells);
      if (!done[target] && (distance_[target] == kUnseen || distance_[target] > here + cost)) {
        distance_[target] = static_cast<std::uint8_t>(std::min(here + cost, 254));
        if (cost == 0)
          queue.push_front(target);
        else
          queue.push_back(target);
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
  BuildBudget::check(entries_);
  distance_.assign(entries_, kUnseen);
  std::vector<int> cells = goal_cell_;
  std::vector<std::uint64_t> layer{rank_.rank(cells)}, next;
  distance_[layer.front()] = 0;
  BuildProgress progress(fmt::format("pattern database of {} tiles (blank ignored)", tiles_.size()), distance_.size());
  for (int depth = 0; !layer.empty(); ++depth) {
    next.clear();
    for (std::uint64_t index : layer) {
      progress.hold(distance_.size() + (layer.capacity() + next.capacity()) * sizeof(std::uint64_t));
      progress.advance();
      rank_.unrank(index, cells);
      std::uint64_t occupied = 0;
      for (int cell : cells) occupied |= std::uint64_t(1) << cell;
      for (std::size_t t = 0; t < cells.size(); ++t) {
        int from = cells[t];
        for (int direction = 0; direction < 4; ++direction) {
          int to = frame.neighbour(from, direction);
          if (to < 0 || (occupied >> to & 1)) continue;
          cells[t] = to;
          std::uint64_t target = rank_.rank(cells);
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

// The (placement, region) search gives the Reduced table (its least values), and when asked to
// keep the regions above the least also the Region table (the least values, at most kLeast,
// flagged where a region is above them, and those regions' values), so a Region build caches
// both. A Reduced build keeps no regions: they can take more memory than the table.
void TilePatternDatabase::build_over_regions() {
  BuildBudget::check(entries_ + build_bytes(floor_, tiles_.size(), blank_));
  std::string what = fmt::format("pattern database of {} tiles (blank {})", tiles_.size(),
                                 keeps_regions() ? "regions" : "regions, least");
  RegionSearch search = search_pattern_regions(task_.frame(), goal_cell_, keeps_regions(), 254, what);
  store_cached_table(cache_key(PatternBlank::Reduced), search.least);
  if (blank_ == PatternBlank::Reduced) {
    distance_ = std::move(search.least);
    return;
  }
  TableBytes least = std::move(search.least);
  for (std::uint8_t& entry : least) entry = std::min<std::uint8_t>(entry, kLeast);
  std::vector<RegionValue> above;
  for (RegionValue value : search.above) {
    value.value = std::min<std::uint8_t>(value.value, kLeast);
    if (value.value > least[value.placement]) above.push_back(value);
  }
  search.above = {};
  for (const RegionValue& value : above) least[value.placement] |= kRegionsDiffer;
  RegionValues regions(least, above);
  TableBytes file = least;  // a Region table's file: the entries, then its region values
  regions.write(file);
  store_cached_table(cache_key(PatternBlank::Region), file);
  distance_ = std::move(least);
  region_values_ = std::move(regions);
}

int TilePatternDatabase::value(std::span<const int> cells, int blank) const {
  std::uint64_t used = 0, index = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    index += std::uint64_t(PermutationRank::digit(cells[i], used)) * rank_.place_value(i);
    used |= std::uint64_t(1) << cells[i];
  }
  if (tracks_blank()) index += std::uint64_t(PermutationRank::digit(blank, used));
  std::uint8_t entry = entry_bytes_[index];
  if (keeps_regions() && (entry & kRegionsDiffer)) return region_value(index, entry, used, blank);
  return entry;
}

}  // namespace polyplan
