#include "heuristics/sokoban/cut_pattern_database.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>

#include "domains/cell_flood.hpp"
#include "heuristics/pdb/pdb_cache.hpp"
#include "parser/input_error.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

// Key layout: kMaxStones cells of 10 bits (maze index + 1, 0 for none, ascending), then kMaxCuts
// counts of 3 bits (boxes still owed to each cut), then the agent's mark (10 bits), and bit 63 set
// so that no key is 0, the empty slot.
constexpr int kCellBits = 10;
constexpr int kOwedShift = CutPatternDatabase::kMaxStones * kCellBits;
constexpr int kOwedBits = 3;
constexpr int kAgentShift = kOwedShift + CutPatternDatabase::kMaxCuts * kOwedBits;
constexpr std::uint64_t kUsed = std::uint64_t(1) << 63;

std::uint64_t mix(std::uint64_t key) {
  key ^= key >> 33;
  key *= 0xff51afd7ed558ccdULL;
  key ^= key >> 33;
  key *= 0xc4ceb9fe1a85ec53ULL;
  return key ^ (key >> 33);
}

// One decoded state of the backward search.
struct Decoded {
  int count = 0;
  int cells[CutPatternDatabase::kMaxStones] = {};  // maze indices, ascending
  int owed[CutPatternDatabase::kMaxCuts] = {};
  int agent = 0;
};

// At most kMaxStones values: insertion sort, which also keeps GCC's bounds checks quiet where
// std::sort's general paths on a tiny array look out of bounds to it.
void sort_small(int* values, int count) {
  for (int i = 1; i < count; ++i)
    for (int j = i; j > 0 && values[j - 1] > values[j]; --j) std::swap(values[j - 1], values[j]);
}

Decoded decode(std::uint64_t key) {
  Decoded state;
  for (int i = 0; i < CutPatternDatabase::kMaxStones; ++i) {
    int value = static_cast<int>((key >> (kCellBits * i)) & ((1U << kCellBits) - 1));
    if (value != 0) state.cells[state.count++] = value - 1;
  }
  for (int c = 0; c < CutPatternDatabase::kMaxCuts; ++c)
    state.owed[c] = static_cast<int>((key >> (kOwedShift + kOwedBits * c)) & ((1U << kOwedBits) - 1));
  state.agent = static_cast<int>((key >> kAgentShift) & ((1U << kCellBits) - 1));
  return state;
}

// A progress line for builds that take more than a second; on a terminal it is redrawn in place,
// elsewhere (a log) one line per report.
class LayerProgress {
 public:
  explicit LayerProgress(std::string what) : what_(std::move(what)), terminal_(isatty(2) != 0) {}
  void report(int layer, std::uint64_t entries) {
    auto now = std::chrono::steady_clock::now();
    if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    reported_ = true;
    std::cerr << fmt::format("{}[polyplan] building {}: {} pushes deep, {} states{}", terminal_ ? "\r" : "", what_,
                             layer, entries, terminal_ ? "" : "\n")
              << std::flush;
  }
  void done(std::uint64_t entries, double seconds) {
    if (reported_)
      std::cerr << fmt::format("{}[polyplan] built {}: {} states in {:.1f} s\n", terminal_ ? "\r" : "", what_, entries,
                               seconds);
  }

 private:
  std::string what_;
  bool terminal_;
  bool reported_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_ = start_;
};

}  // namespace

CutPatternDatabase::CutPatternDatabase(const SokobanBoard& board, const MazeDecomposition& zones, Options options,
                                       const std::string& user)
    : board_(board),
      zones_(zones),
      options_(options),
      maze_index_(static_cast<std::size_t>(board.floor_count()), -1),
      seen_(static_cast<std::size_t>(board.floor_count())) {
  if (board.floor_count() > kMaxFloor)
    throw NotApplicable(Diagnostic::about(
        user, fmt::format("the level has {} floor cells; the intermediate-goal database takes at most {}",
                          board.floor_count(), kMaxFloor)));
  if (static_cast<int>(zones.cuts().size()) > kMaxCuts)
    throw NotApplicable(Diagnostic::about(user, fmt::format("at most {} cut squares", kMaxCuts)));
  find_detours();
  int maze = 0;
  for (int cell = 0; cell < board.floor_count(); ++cell)
    if (zones.in_maze(cell) && zones.cut_index(cell) < 0) maze_index_[static_cast<std::size_t>(cell)] = maze++;
  if (zones.empty()) return;  // no maze: every lookup is for no boxes
  std::string key = cache_key();
  auto start = std::chrono::steady_clock::now();
  if (!load(key)) {
    build(user);
    store(key);
  }
  build_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::string CutPatternDatabase::cache_key() const {
  std::string key =
      fmt::format("sokoban cut pdb v2 stones {} agent {} floor {} saturated at {}\n", options_.stones,
                  options_.track_agent ? "tracked" : "ignored", board_.floor_count(), options_.saturate_at);
  for (int cell = 0; cell < board_.floor_count(); ++cell) {
    for (int d = 0; d < 4; ++d) key += fmt::format("{},", board_.neighbour(cell, d));
    key += zones_.cut_index(cell) >= 0 ? 'C' : zones_.in_maze(cell) ? 'm' : '-';
    key += '\n';
  }
  return key;
}

std::uint64_t CutPatternDatabase::pack(const int* maze_cells, int count, const int* owed, int agent_mark) const {
  std::uint64_t key = kUsed;
  for (int i = 0; i < count; ++i) key |= std::uint64_t(maze_cells[i] + 1) << (kCellBits * i);
  for (int c = 0; c < kMaxCuts; ++c) key |= std::uint64_t(owed[c]) << (kOwedShift + kOwedBits * c);
  return key | std::uint64_t(agent_mark) << kAgentShift;
}

void CutPatternDatabase::find_detours() {
  const FrameIndex& frame = board_.task().frame();
  detour_.assign(static_cast<std::size_t>(board_.floor_count()), 0);
  for (int cell = 0; cell < board_.floor_count(); ++cell) {
    Coord at = frame.coord(cell);
    // The floor cells of the 3x3 square around `cell`, and which of them are its neighbours.
    std::vector<int> ring;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        int other = frame.floor_at(Coord{at.row + dr, at.col + dc});
        if ((dr != 0 || dc != 0) && other != FrameIndex::kNone) ring.push_back(other);
      }
    std::vector<int> reached;
    for (int d = 0; d < 4 && reached.empty(); ++d)
      if (board_.neighbour(cell, d) != SokobanBoard::kNone) reached.push_back(board_.neighbour(cell, d));
    for (std::size_t head = 0; head < reached.size(); ++head)
      for (int d = 0; d < 4; ++d) {
        int next = board_.neighbour(reached[head], d);
        if (next != SokobanBoard::kNone && std::count(ring.begin(), ring.end(), next) &&
            !std::count(reached.begin(), reached.end(), next))
          reached.push_back(next);
      }
    bool joined = true;
    for (int d = 0; d < 4; ++d) {
      int next = board_.neighbour(cell, d);
      joined = joined && (next == SokobanBoard::kNone || std::count(reached.begin(), reached.end(), next));
    }
    detour_[static_cast<std::size_t>(cell)] = joined ? 1 : 0;
  }
  // The whole floor in one component (the agent's, as Sokoban levels are read).
  std::vector<bool> seen(static_cast<std::size_t>(board_.floor_count()), false);
  std::vector<int> queue;
  seen[0] = true;
  flood_cells(
      0, queue, [&](int cell, int d) { return board_.neighbour(cell, d); },
      [&](int next) {
        if (seen[static_cast<std::size_t>(next)]) return false;
        seen[static_cast<std::size_t>(next)] = true;
        return true;
      });
  floor_connected_ = static_cast<int>(queue.size()) == board_.floor_count();
}

int CutPatternDatabase::agent_mark(int agent, const int* boxes, int count) {
  if (!options_.track_agent) return 0;
  if (filling_region_) return flood_mark(agent, boxes, count);
  auto lowest_free = [&] {
    int lowest = 0;
    while (std::find(boxes, boxes + count, lowest) != boxes + count) ++lowest;
    return lowest;
  };
  if (floor_connected_) {
    const FrameIndex& frame = board_.task().frame();
    bool apart = true;
    for (int i = 0; i < count && apart; ++i) {
      apart = detour_[static_cast<std::size_t>(boxes[i])] != 0;
      Coord a = frame.coord(boxes[i]);
      for (int j = i + 1; j < count && apart; ++j) {
        Coord b = frame.coord(boxes[j]);
        apart = std::max(std::abs(a.row - b.row), std::abs(a.col - b.col)) >= 2;
      }
    }
    if (apart) return lowest_free();
  }
  // Whether the boxes split the empty floor, and if so its components, depend on the boxes alone:
  // both are remembered, for every later agent and spread (the build asks for one box set again
  // and again, with the agent elsewhere or other boxes owed).
  int sorted[kMaxStones + 1];
  std::copy(boxes, boxes + count, sorted);
  sort_small(sorted, count);
  std::uint64_t key = kUsed;
  for (int i = 0; i < count; ++i) key |= std::uint64_t(sorted[i] + 1) << (kCellBits * i);
  if (splitting_.empty()) splitting_.resize(std::size_t(1) << 16);
  SplitMemo& memo = splitting_[static_cast<std::size_t>(mix(key)) & (splitting_.size() - 1)];
  if (memo.key == key && !memo.splits) return lowest_free();
  bool splits = false;
  const std::uint16_t* labels = component_labels(key, boxes, count, splits);
  memo = SplitMemo{key, splits};
  return labels[static_cast<std::size_t>(agent)];
}

const std::uint16_t* CutPatternDatabase::component_labels(std::uint64_t key, const int* boxes, int count,
                                                          bool& splits) {
  const std::size_t floor = static_cast<std::size_t>(board_.floor_count());
  if (label_keys_.empty()) {
    label_keys_.assign(kLabelSlots, 0);
    label_splits_.assign(kLabelSlots, 0);
    labels_.assign(kLabelSlots * floor, 0);
  }
  const std::size_t slot = static_cast<std::size_t>(mix(key) >> 20) & (kLabelSlots - 1);
  std::uint16_t* labels = labels_.data() + slot * floor;
  constexpr std::uint16_t kUnlabelled = 0xFFFF, kBox = 0xFFFE;
  if (label_keys_[slot] == key) {
    splits = label_splits_[slot] != 0;
    return labels;
  }
  label_keys_[slot] = key;
  std::fill(labels, labels + floor, kUnlabelled);
  for (int i = 0; i < count; ++i) labels[boxes[i]] = kBox;
  int components = 0;
  // Cells in ascending order: a component's first unlabelled cell is its lowest, its name.
  for (std::size_t start = 0; start < floor; ++start) {
    if (labels[start] != kUnlabelled) continue;
    ++components;
    const auto name = static_cast<std::uint16_t>(start);
    labels[start] = name;
    flood_cells(
        static_cast<int>(start), queue_, [&](int cell, int d) { return board_.neighbour(cell, d); },
        [&](int next) {
          if (labels[next] != kUnlabelled) return false;
          labels[next] = name;
          return true;
        });
  }
  splits = components > 1;
  label_splits_[slot] = splits;
  return labels;
}

int CutPatternDatabase::flood_mark(int agent, const int* boxes, int count) {
  seen_.clear();
  for (int i = 0; i < count; ++i) seen_.mark(boxes[i]);
  seen_.mark(agent);
  int lowest = agent;
  flood_cells(
      agent, queue_, [&](int cell, int d) { return board_.neighbour(cell, d); },
      [&](int next) {
        if (seen_.marked(next)) return false;
        seen_.mark(next);
        lowest = std::min(lowest, next);
        return true;
      });
  return lowest;
}

std::size_t CutPatternDatabase::slot(std::uint64_t key) const {
  std::size_t mask = keys_.size() - 1;
  std::size_t at = static_cast<std::size_t>(mix(key)) & mask;
  while (keys_[at] != 0 && keys_[at] != key) at = (at + 1) & mask;
  return at;
}

bool CutPatternDatabase::insert(std::uint64_t key, std::uint8_t value) {
  if (2 * (entries_ + 1) > keys_.size()) {
    std::vector<std::uint64_t> old_keys(keys_.empty() ? 1024 : 2 * keys_.size(), 0);
    std::vector<std::uint8_t> old_values(old_keys.size(), 0);
    old_keys.swap(keys_);
    old_values.swap(values_);
    for (std::size_t i = 0; i < old_keys.size(); ++i)
      if (old_keys[i] != 0) {
        std::size_t at = slot(old_keys[i]);
        keys_[at] = old_keys[i];
        values_[at] = old_values[i];
      }
  }
  std::size_t at = slot(key);
  if (keys_[at] == key) return false;
  keys_[at] = key;
  values_[at] = value;
  ++entries_;
  return true;
}

void CutPatternDatabase::build(const std::string& user) {
  const std::vector<int>& cuts = zones_.cuts();
  std::vector<int> floor_of(maze_index_.size());
  for (std::size_t cell = 0; cell < maze_index_.size(); ++cell)
    if (maze_index_[cell] >= 0) floor_of[static_cast<std::size_t>(maze_index_[cell])] = static_cast<int>(cell);
  LayerProgress progress(
      fmt::format("the intermediate-goal database ({} boxes, {} cut squares)", options_.stones, cuts.size()));
  auto start = std::chrono::steady_clock::now();
  std::vector<std::uint64_t> layer, next;
  // Every box done: one state per component of the empty floor (or one, with the agent ignored).
  const int none[kMaxCuts] = {};
  for (int cell = 0; cell < board_.floor_count(); ++cell) {
    std::uint64_t key = pack(nullptr, 0, none, agent_mark(cell, nullptr, 0));
    if (insert(key, 0)) layer.push_back(key);
  }
  int floor_cells[kMaxStones + 1];
  int moved[kMaxStones + 1];
  std::vector<int> region;
  std::vector<std::uint8_t> in_region(static_cast<std::size_t>(board_.floor_count()), 0);
  for (int depth = 0; !layer.empty(); ++depth) {
    // The layers keep the true depth; only the stored value saturates.
    const auto stored = static_cast<std::uint8_t>(std::min(depth + 1, options_.saturate_at));
    next.clear();
    for (std::uint64_t key : layer) {
      Decoded state = decode(key);
      for (int i = 0; i < state.count; ++i) floor_cells[i] = floor_of[static_cast<std::size_t>(state.cells[i])];
      // Where the agent may stand in this state: its component around the boxes not yet done,
      // copied out of the scratch that the predecessors' own components reuse.
      if (options_.track_agent) {
        filling_region_ = true;
        agent_mark(state.agent, floor_cells, state.count);
        filling_region_ = false;
        region.assign(queue_.begin(), queue_.end());
        for (int cell : region) in_region[static_cast<std::size_t>(cell)] = 1;
      }
      auto free_for_agent = [&](int cell) {
        if (options_.track_agent) return in_region[static_cast<std::size_t>(cell)] != 0;
        return std::find(floor_cells, floor_cells + state.count, cell) == floor_cells + state.count;
      };
      // Records the predecessor with boxes on `maze` (maze indices, any order) owing `owed`,
      // the agent on `agent`.
      auto record = [&](int* maze, int count, const int* owed, int agent) {
        sort_small(maze, count);
        int boxes[kMaxStones + 1] = {};
        for (int i = 0; i < count; ++i) boxes[i] = floor_of[static_cast<std::size_t>(maze[i])];
        std::uint64_t found = pack(maze, count, owed, agent_mark(agent, boxes, count));
        if (insert(found, stored)) {
          next.push_back(found);
          if (options_.max_entries > 0 && entries_ > options_.max_entries)
            throw InputError(Diagnostic::about(
                user, fmt::format("the intermediate-goal database passed max-entries = {} states at {} pushes; take "
                                  "fewer stones or fewer cut squares",
                                  options_.max_entries, depth + 1)));
        }
      };
      auto blocked = [&](int cell, int count, const int* cells) {
        return cell == SokobanBoard::kNone || std::find(cells, cells + count, cell) != cells + count;
      };
      // A box not yet done was pulled: it stood one cell further on, the agent one beyond it.
      for (int i = 0; i < state.count; ++i) {
        int box = floor_cells[i];
        for (int d = 0; d < 4; ++d) {
          int stand = board_.neighbour(box, d);
          if (stand == SokobanBoard::kNone || maze_index_[static_cast<std::size_t>(stand)] < 0) continue;
          if (blocked(stand, state.count, floor_cells) || !free_for_agent(stand)) continue;
          int behind = board_.neighbour(stand, d);
          if (blocked(behind, state.count, floor_cells)) continue;
          std::copy(state.cells, state.cells + state.count, moved);
          moved[i] = maze_index_[static_cast<std::size_t>(stand)];
          record(moved, state.count, state.owed, behind);
        }
      }
      // A box arrived on a cut: before that push it stood next to the cut, one box more owed.
      if (state.count < options_.stones)
        for (std::size_t c = 0; c < cuts.size(); ++c)
          for (int d = 0; d < 4; ++d) {
            int stand = board_.neighbour(cuts[c], d);
            if (stand == SokobanBoard::kNone || maze_index_[static_cast<std::size_t>(stand)] < 0) continue;
            if (blocked(stand, state.count, floor_cells) || !free_for_agent(stand)) continue;
            int behind = board_.neighbour(stand, d);
            if (blocked(behind, state.count, floor_cells)) continue;
            std::copy(state.cells, state.cells + state.count, moved);
            moved[state.count] = maze_index_[static_cast<std::size_t>(stand)];
            int owed[kMaxCuts];
            std::copy(state.owed, state.owed + kMaxCuts, owed);
            ++owed[c];
            record(moved, state.count + 1, owed, behind);
          }
      for (int cell : region) in_region[static_cast<std::size_t>(cell)] = 0;
      region.clear();
      progress.report(depth, entries_);
      BuildBudget::check(memory_bytes() + (layer.capacity() + next.capacity()) * sizeof(std::uint64_t));
    }
    layer.swap(next);
  }
  progress.done(entries_, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

int CutPatternDatabase::cost(std::span<const int> cells, std::span<const int> counts, int agent) {
  return cost(prepare(cells, agent), counts);
}

CutPatternDatabase::Query CutPatternDatabase::prepare(std::span<const int> cells, int agent) {
  int maze[kMaxStones];
  const int count = static_cast<int>(cells.size());
  for (int i = 0; i < count; ++i) maze[i] = maze_index_[static_cast<std::size_t>(cells[i])];
  sort_small(maze, count);
  const int none[kMaxCuts] = {};
  std::uint64_t boxes_and_agent = pack(maze, count, none, agent);
  if (remembered_.empty()) remembered_.resize(std::size_t(1) << 16);
  RememberedMark& memo = remembered_[static_cast<std::size_t>(mix(boxes_and_agent)) & (remembered_.size() - 1)];
  if (memo.key != boxes_and_agent) memo = RememberedMark{boxes_and_agent, agent_mark(agent, cells.data(), count)};
  return Query{pack(maze, count, none, memo.mark), count};
}

int CutPatternDatabase::cost(const Query& query, std::span<const int> counts) const {
  std::uint64_t key = query.key;
  for (std::size_t c = 0; c < counts.size(); ++c) key |= std::uint64_t(counts[c]) << (kOwedShift + kOwedBits * c);
  return lookup(key, query.boxes);
}

int CutPatternDatabase::lookup(std::uint64_t key, int boxes) const {
  if (keys_.empty()) return boxes == 0 ? 0 : kUnreachable;
  std::size_t at = slot(key);
  return keys_[at] == key ? values_[at] : kUnreachable;
}

bool CutPatternDatabase::load(const std::string& key) {
  TableBytes count_bytes;
  if (!load_cached_table(key + "#entries", 8, count_bytes)) return false;
  std::uint64_t entries = 0;
  for (int i = 0; i < 8; ++i) entries |= std::uint64_t(count_bytes[static_cast<std::size_t>(i)]) << (8 * i);
  TableBytes bytes;
  if (!load_cached_table(key, entries * 9, bytes)) return false;
  for (std::uint64_t i = 0; i < entries; ++i) {
    std::uint64_t stored = 0;
    for (int b = 0; b < 8; ++b) stored |= std::uint64_t(bytes[i * 9 + static_cast<std::uint64_t>(b)]) << (8 * b);
    insert(stored, bytes[i * 9 + 8]);
  }
  return entries_ == entries;
}

void CutPatternDatabase::store(const std::string& key) const {
  TableBytes bytes;
  bytes.reserve(entries_ * 9);
  for (std::size_t i = 0; i < keys_.size(); ++i) {
    if (keys_[i] == 0) continue;
    for (int b = 0; b < 8; ++b) bytes.push_back(static_cast<std::uint8_t>(keys_[i] >> (8 * b)));
    bytes.push_back(values_[i]);
  }
  TableBytes count_bytes;
  for (int b = 0; b < 8; ++b) count_bytes.push_back(static_cast<std::uint8_t>(entries_ >> (8 * b)));
  store_cached_table(key, bytes);
  store_cached_table(key + "#entries", count_bytes);
}

}  // namespace polyplan
