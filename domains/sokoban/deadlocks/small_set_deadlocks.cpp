#include "domains/sokoban/deadlocks/small_set_deadlocks.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "domains/sokoban/board/floor_flood.hpp"
#include "domains/sokoban/board/recent_by_layout.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

using Table = SmallSetDeadlocks::Table;

// The verdicts take n^k bytes; past this the level is too large for a table of its sets.
constexpr std::size_t kMaxVerdictBytes = std::size_t{1} << 25;
constexpr int kMaxSetSize = 3;  // a key holds three cells and a mark

// Calls `visit(indices)` for every k increasing indices below `count`.
template <class Visit>
void for_each_subset(int count, int k, Visit visit) {
  if (k < 1 || k > count) return;
  std::vector<int> at(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) at[static_cast<std::size_t>(i)] = i;
  while (true) {
    visit(at.data());
    int i = k - 1;
    while (i >= 0 && at[static_cast<std::size_t>(i)] == count - k + i) --i;
    if (i < 0) return;
    ++at[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < k; ++j) at[static_cast<std::size_t>(j)] = at[static_cast<std::size_t>(j - 1)] + 1;
  }
}

// A placement: the set's floor cells sorted, then the agent's mark (the lowest cell of its part
// of the floor less the set), 16 bits each.
std::uint64_t key_of(const int* cells, int count, int mark) {
  std::uint64_t key = 0;
  for (int i = 0; i < count; ++i) key = (key << 16) | static_cast<std::uint64_t>(cells[i]);
  return (key << 16) | static_cast<std::uint64_t>(mark);
}

class TableBuilder {
 public:
  TableBuilder(const SokobanBoard& board, std::size_t max_states)
      : board_(board),
        max_states_(max_states),
        has_box_(static_cast<std::size_t>(board.floor_count()), 0),
        parts_(has_box_.size()),
        child_part_(has_box_.size()) {}

  Table build(const DeadSquares& dead_squares, int set_size) {
    Table table;
    table.set_size = set_size;
    table.live_index.assign(has_box_.size(), -1);
    for (int cell = 0; cell < board_.floor_count(); ++cell)
      if (!dead_squares.dead(cell)) {
        table.live_index[static_cast<std::size_t>(cell)] = static_cast<int>(table.live_cells.size());
        table.live_cells.push_back(cell);
      }
    if (set_size < 1 || set_size > kMaxSetSize) {
      table.why_not = fmt::format("sets of {} are not tabled (1 to {})", set_size, kMaxSetSize);
      return table;
    }
    if (static_cast<int>(board_.goals().size()) < set_size) {
      table.why_not = fmt::format("fewer than {} goals", set_size);
      return table;
    }
    std::size_t entries = 1;
    for (int i = 0; i < set_size; ++i) entries *= table.live_cells.size();
    if (board_.floor_count() >= 0xFFFF || entries > kMaxVerdictBytes) {
      table.why_not =
          fmt::format("{} live cells, too many for a table of sets of {}", table.live_cells.size(), set_size);
      return table;
    }
    find_whole_sets(table, set_size);
    std::unordered_set<std::uint64_t> solvable;
    if (!search_backwards(set_size, solvable)) {
      table.why_not = fmt::format("more than {} solvable placements", max_states_);
      return table;
    }
    table.placements = solvable.size();
    settle_verdicts(table, entries, solvable);
    table.complete = true;
    return table;
  }

 private:
  // Calls `visit(mark)` for each part of the floor less the set now in has_box_.
  template <class Visit>
  void for_each_part(Visit visit) {
    parts_.clear();
    for (int cell = 0; cell < board_.floor_count(); ++cell)
      if (!has_box_[static_cast<std::size_t>(cell)] && !parts_.marked(cell))
        visit(flood_floor(board_, has_box_, cell, parts_, queue_));
  }

  // Which sets leave the floor in one part (nearly all): for them the agent's part is every free
  // cell and its mark the lowest free cell, so neither the pull search nor the verdicts flood.
  void find_whole_sets(const Table& table, int k) {
    live_index_ = &table.live_index;
    n_ = table.live_cells.size();
    std::size_t entries = 1;
    for (int i = 0; i < k; ++i) entries *= n_;
    whole_.assign(entries, 0);
    int cells[kMaxSetSize];
    std::size_t sets = 0;
    for_each_subset(static_cast<int>(n_), k, [&](const int* at) {
      if (++sets % 4096 == 0) BuildBudget::check(entries);
      for (int i = 0; i < k; ++i) cells[i] = table.live_cells[static_cast<std::size_t>(at[i])];
      place(cells, k, 1);
      int parts = 0;
      for_each_part([&](int) { ++parts; });
      whole_[set_index(cells, k)] = parts <= 1;
      place(cells, k, 0);
    });
  }

  std::size_t set_index(const int* cells, int k) const {
    std::size_t index = 0;
    for (int i = 0; i < k; ++i)
      index = index * n_ + static_cast<std::size_t>((*live_index_)[static_cast<std::size_t>(cells[i])]);
    return index;
  }

  // The lowest floor cell no box of the (sorted) set stands on.
  static int lowest_free(const int* cells, int k) {
    int cell = 0;
    for (int i = 0; i < k && cells[i] == cell; ++i) ++cell;
    return cell;
  }

  void place(const int* cells, int k, unsigned char value) {
    for (int i = 0; i < k; ++i) has_box_[static_cast<std::size_t>(cells[i])] = value;
  }

  // Every placement from which the set's boxes can all reach goals, into `solvable`; false when
  // there are more than max_states_ (the table would be incomplete).
  bool search_backwards(int k, std::unordered_set<std::uint64_t>& solvable) {
    std::vector<int> goals = board_.goals();
    std::sort(goals.begin(), goals.end());  // so that each placement's cells come sorted
    std::vector<std::uint64_t> frontier;
    int cells[kMaxSetSize];
    // Every placement on goals is solved, the agent anywhere.
    for_each_subset(static_cast<int>(goals.size()), k, [&](const int* at) {
      for (int i = 0; i < k; ++i) cells[i] = goals[static_cast<std::size_t>(at[i])];
      place(cells, k, 1);
      for_each_part([&](int mark) {
        const std::uint64_t key = key_of(cells, k, mark);
        if (solvable.insert(key).second) frontier.push_back(key);
      });
      place(cells, k, 0);
    });
    for (std::size_t head = 0; head < frontier.size(); ++head) {
      if (solvable.size() > max_states_) return false;
      if (head % 4096 == 0) BuildBudget::check(solvable.size() * 48 + frontier.capacity() * sizeof(std::uint64_t));
      const std::uint64_t key = frontier[head];
      const int mark = static_cast<int>(key & 0xFFFF);
      for (int i = 0; i < k; ++i) cells[i] = static_cast<int>((key >> (16 * (k - i))) & 0xFFFF);
      place(cells, k, 1);
      const bool whole = whole_[set_index(cells, k)];
      if (!whole) {
        parts_.clear();
        flood_floor(board_, has_box_, mark, parts_, queue_);  // the agent's part
      }
      for (int b = 0; b < k; ++b)
        for (int d = 0; d < 4; ++d) {
          // The agent on `from`, beside the box, steps back onto `beyond` and pulls the box onto
          // `from`: the push from `beyond` that undoes it is a move of the forward game.
          const int box = cells[b], from = board_.neighbour(box, d);
          if (from == SokobanBoard::kNone || has_box_[static_cast<std::size_t>(from)] ||
              (!whole && !parts_.marked(from)))
            continue;
          const int beyond = board_.neighbour(from, d);
          if (beyond == SokobanBoard::kNone || has_box_[static_cast<std::size_t>(beyond)]) continue;
          int child[kMaxSetSize];
          std::copy(cells, cells + k, child);
          child[b] = from;
          for (int at = b; at > 0 && child[at - 1] > child[at]; --at) std::swap(child[at - 1], child[at]);
          for (int at = b; at + 1 < k && child[at + 1] < child[at]; ++at) std::swap(child[at + 1], child[at]);
          int child_mark = lowest_free(child, k);
          if (!whole_[set_index(child, k)]) {
            has_box_[static_cast<std::size_t>(box)] = 0;
            has_box_[static_cast<std::size_t>(from)] = 1;
            child_part_.clear();
            child_mark = flood_floor(board_, has_box_, beyond, child_part_, queue_);
            has_box_[static_cast<std::size_t>(from)] = 0;
            has_box_[static_cast<std::size_t>(box)] = 1;
          }
          const std::uint64_t child_key = key_of(child, k, child_mark);
          if (solvable.insert(child_key).second) frontier.push_back(child_key);
        }
      place(cells, k, 0);
    }
    return solvable.size() <= max_states_;
  }

  // Each set's verdict over the parts the agent may stand in.
  void settle_verdicts(Table& table, std::size_t entries, const std::unordered_set<std::uint64_t>& solvable) {
    const int k = table.set_size;
    const std::size_t n = table.live_cells.size();
    table.verdicts.assign(entries, SmallSetDeadlocks::kLive);
    table.floor_words = (static_cast<std::size_t>(board_.floor_count()) + 63) / 64;
    if (k == 3) {
      table.words = (n + 63) / 64;
      table.completions.assign(n * n * table.words, 0);
    }
    int cells[kMaxSetSize];
    std::size_t sets = 0;
    for_each_subset(static_cast<int>(n), k, [&](const int* at) {
      if (++sets % 4096 == 0) BuildBudget::check(solvable.size() * 48 + entries);
      for (int i = 0; i < k; ++i) cells[i] = table.live_cells[static_cast<std::size_t>(at[i])];
      const std::size_t index = set_index(cells, k);
      int live = 0, dead = 0;
      if (whole_[index]) {
        ++(solvable.count(key_of(cells, k, lowest_free(cells, k))) ? live : dead);
      } else {
        // The cells of the solvable parts are kept as they are flooded: they are the agent's
        // cells of a kDepends set, which only a set that splits the floor can be.
        solvable_cells_.clear();
        place(cells, k, 1);
        for_each_part([&](int mark) {
          if (!solvable.count(key_of(cells, k, mark))) {
            ++dead;
            return;
          }
          ++live;
          solvable_cells_.insert(solvable_cells_.end(), queue_.begin(), queue_.end());
        });
        place(cells, k, 0);
      }
      const auto verdict = dead == 0   ? SmallSetDeadlocks::kLive
                           : live == 0 ? SmallSetDeadlocks::kDead
                                       : SmallSetDeadlocks::kDepends;
      table.verdicts[index] = verdict;
      ++table.sets;
      table.dead += verdict == SmallSetDeadlocks::kDead;
      table.depends += verdict == SmallSetDeadlocks::kDepends;
      if (k == 3 && verdict != SmallSetDeadlocks::kLive)
        table.completions[(static_cast<std::size_t>(at[0]) * n + static_cast<std::size_t>(at[1])) * table.words +
                          static_cast<std::size_t>(at[2]) / 64] |= std::uint64_t{1} << (at[2] % 64);
      if (verdict == SmallSetDeadlocks::kDepends) {
        const std::size_t offset = table.side_bits.size();
        table.live_sides.emplace(index, offset);
        table.side_bits.resize(offset + table.floor_words, 0);
        for (int cell : solvable_cells_)
          table.side_bits[offset + static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (cell % 64);
      }
    });
  }

  const SokobanBoard& board_;
  std::size_t max_states_;
  std::vector<unsigned char> has_box_;
  CellMarks parts_, child_part_;
  std::vector<int> queue_, solvable_cells_;
  const std::vector<int>* live_index_ = nullptr;
  std::size_t n_ = 0;
  std::vector<unsigned char> whole_;  // per set of live indices: the floor less it is one part
};

// What a table depends on: the set size, the budget, the floor's links and the goals. Equal
// layouts give equal tables whatever task they came from.
std::vector<int> layout_of(const SokobanBoard& board, int set_size, std::size_t max_states) {
  std::vector<int> layout{set_size, static_cast<int>(std::min<std::size_t>(max_states, 1u << 30))};
  const std::vector<int> board_layout = board.layout();
  layout.insert(layout.end(), board_layout.begin(), board_layout.end());
  return layout;
}

std::shared_ptr<const Table> shared_table(const SokobanBoard& board, const DeadSquares& dead_squares, int set_size,
                                          std::size_t max_states) {
  // A portfolio's stages and their finishing searches ask for one or two.
  static RecentByLayout<const Table> recent(4);
  return recent.get(layout_of(board, set_size, max_states), [&] {
    return std::make_shared<const Table>(TableBuilder(board, max_states).build(dead_squares, set_size));
  });
}

}  // namespace

SmallSetDeadlocks::SmallSetDeadlocks(const SokobanBoard& board, const DeadSquares& dead_squares, int set_size,
                                     std::size_t max_states)
    : table_(set_size > 0 ? shared_table(board, dead_squares, set_size, max_states) : std::make_shared<const Table>()) {
}

bool SmallSetDeadlocks::dead_with_agent(std::size_t index, int agent) const {
  const std::size_t offset = table_->live_sides.at(index);
  return ((table_->side_bits[offset + static_cast<std::size_t>(agent) / 64] >> (agent % 64)) & 1) == 0;
}

bool SmallSetDeadlocks::deadlocked(int agent, const std::vector<int>& boxes) {
  const Table& table = *table_;
  if (!table.complete) return false;
  set_live_.clear();
  for (int cell : boxes) {
    const int index = table.live_index[static_cast<std::size_t>(cell)];
    if (index < 0) return true;
    set_live_.push_back(index);
  }
  std::sort(set_live_.begin(), set_live_.end());
  const std::size_t count = set_live_.size(), n = table.live_cells.size();
  auto dead = [&](std::size_t index) {
    const unsigned char verdict = table.verdicts[index];
    return verdict == kDead || (verdict == kDepends && dead_with_agent(index, agent));
  };
  auto at = [&](std::size_t i) { return static_cast<std::size_t>(set_live_[i]); };
  switch (table.set_size) {
    case 1:
      for (std::size_t a = 0; a < count; ++a)
        if (dead(at(a))) return true;
      break;
    case 2:
      for (std::size_t a = 0; a < count; ++a)
        for (std::size_t b = a + 1; b < count; ++b)
          if (dead(at(a) * n + at(b))) return true;
      break;
    default: {
      const std::size_t words = table.words;
      state_bits_.assign(words, 0);
      for (int index : set_live_) state_bits_[static_cast<std::size_t>(index) / 64] |= std::uint64_t{1} << (index % 64);
      for (std::size_t a = 0; a < count; ++a)
        for (std::size_t b = a + 1; b < count; ++b) {
          const std::size_t pair = at(a) * n + at(b);
          const std::uint64_t* third = table.completions.data() + pair * words;
          for (std::size_t w = 0; w < words; ++w)
            for (std::uint64_t hits = third[w] & state_bits_[w]; hits != 0; hits &= hits - 1)
              if (dead(pair * n + w * 64 + static_cast<std::size_t>(std::countr_zero(hits)))) return true;
        }
    }
  }
  return false;
}

std::string describe_dead_sets(const Task& task) {
  std::optional<SokobanBoard> board = SokobanBoard::of(task);
  if (!board) return {};
  DeadSquares dead_squares(*board);
  std::string out;
  for (int size : {2, 3}) {
    const char* name = size == 2 ? "pairs" : "triples";
    SmallSetDeadlocks table(*board, dead_squares, size);
    if (!table.complete()) {
      out += fmt::format("  dead box sets (sets={}): no table ({})\n", size, table.table().why_not);
      continue;
    }
    const Table& built = table.table();
    out += fmt::format(
        "  dead box sets (sets={}): {} of {} {} of live cells dead, {} more dead on one side of the agent; "
        "{} solvable placements\n",
        size, built.dead, built.sets, name, built.depends, built.placements);
  }
  return out;
}

}  // namespace polyplan
