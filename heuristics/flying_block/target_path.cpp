#include "heuristics/flying_block/target_path.hpp"

#include <algorithm>
#include <deque>

#include "heuristics/flying_block/step_clearance.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// Above this many edge visits (cells x edges) the must-cover sets fall back to the goal cells,
// which every path covers; only huge jumping-regime frames come near it.
constexpr long long kMustCoverBudget = 200'000'000;

int new_cells(Bits from, Bits to) {
  int added = 0;
  for (std::size_t w = 0; w < from.size(); ++w) added += std::popcount(to[w] & ~from[w]);
  return added;
}

}  // namespace

TargetPath::TargetPath(const Task& task)
    : task_(task), vacant_(task.problem().vacant_cells()), words_(task.words()), row_cuts_(task.frame()) {
  const auto& placed = task.goal().placed();
  if (placed.size() != 1 || placed.front().placements.empty())
    throw NotApplicable(Diagnostic::about(
        "heuristic", "the target-path heuristics need a goal that places exactly one piece with (at ...)"));
  target_ = placed.front().piece;
  goals_ = placed.front().placements;
  build_graph();
  compute_distances(placed.front().placements);
  compute_must_cover(placed.front().placements);
  compute_piece_detours(placed.front().placements);
  scratch_.assign(static_cast<std::size_t>(words_), 0);
  occupant_.assign(static_cast<std::size_t>(task.frame().floor_count()), -1);
  moving_.assign(task.pieces().size(), 0);
  const PlacementTable& table = task.table(target_);
  for (int placement = 0; placement < table.size(); ++placement) {
    auto cells = table.cells(placement);
    int top = task.frame().rows(), bottom = -1;
    for (int cell : cells) {
      top = std::min(top, task.frame().coord(cell).row);
      bottom = std::max(bottom, task.frame().coord(cell).row);
    }
    top_row_.push_back(top);
    bottom_row_.push_back(bottom);
  }
  // The nearest goal edges over all accepted goal placements (one placement: simply its rows).
  goal_top_ = task.frame().rows();
  goal_bottom_ = -1;
  for (int goal : placed.front().placements) {
    goal_top_ = std::min(goal_top_, top_row_[std::size_t(goal)]);
    goal_bottom_ = std::max(goal_bottom_, bottom_row_[std::size_t(goal)]);
  }
  // Row cuts need the target's placements over time to overlap, i.e. no jumps: k < n.
  crosses_rows_ = row_cuts_.usable() && vacant_ < table.cells_per_placement();
}

Bits TargetPath::must_cover(int placement) const {
  return Bits(must_cover_.data() + std::size_t(placement) * std::size_t(words_), static_cast<std::size_t>(words_));
}

void TargetPath::build_graph() {
  const PlacementTable& table = task_.table(target_);
  std::size_t size = static_cast<std::size_t>(table.size());
  neighbours_.assign(size, {});
  full_steps_.assign(size, {});
  for (int from = 0; from < table.size(); ++from)
    for (int to = from + 1; to < table.size(); ++to) {
      int added = new_cells(table.bits(from), table.bits(to));
      if (added > vacant_) continue;
      // Same-size cell sets: |to \ from| == |from \ to|, so the step relation is symmetric.
      neighbours_[std::size_t(from)].push_back(to);
      neighbours_[std::size_t(to)].push_back(from);
      full_steps_[std::size_t(from)].push_back(added == vacant_);
      full_steps_[std::size_t(to)].push_back(added == vacant_);
    }
}

// Breadth-first search back from the goal placements through the placements `blocked` lets
// through: distances[P] becomes P's relaxed distance to a goal on that subgraph (kUnreachable
// where there is none). One routine for the plain distances and every detour table.
template <class Blocked>
void TargetPath::distances_avoiding(const std::vector<int>& goals, Blocked blocked, std::span<int> distances) const {
  std::fill(distances.begin(), distances.end(), kUnreachable);
  std::deque<int> queue;
  for (int goal : goals)
    if (!blocked(goal)) {
      distances[std::size_t(goal)] = 0;
      queue.push_back(goal);
    }
  while (!queue.empty()) {
    int at = queue.front();
    queue.pop_front();
    for (int next : neighbours_[std::size_t(at)])
      if (distances[std::size_t(next)] == kUnreachable && !blocked(next)) {
        distances[std::size_t(next)] = distances[std::size_t(at)] + 1;
        queue.push_back(next);
      }
  }
}

void TargetPath::compute_distances(const std::vector<int>& goals) {
  distance_.assign(neighbours_.size(), kUnreachable);
  distances_avoiding(
      goals, [](int) { return false; }, distance_);
}

// Cell x is a must-cover cell of P when P cannot reach a goal placement through placements that
// all avoid x: one breadth-first search per cell, on the graph without the placements covering x.
// The search's distances are kept too: they say how much longer a walk that avoids x must be.
void TargetPath::compute_must_cover(const std::vector<int>& goals) {
  const PlacementTable& table = task_.table(target_);
  std::size_t size = neighbours_.size();
  int cells = task_.frame().floor_count();
  must_cover_.assign(size * std::size_t(words_), 0);
  avoiding_distance_.assign(size * std::size_t(cells), 0);
  std::vector<Word> goal_cells(static_cast<std::size_t>(words_), ~Word(0));
  for (int goal : goals)
    for (std::size_t w = 0; w < goal_cells.size(); ++w) goal_cells[w] &= table.bits(goal)[w];
  long long edges = 0;
  for (const auto& list : neighbours_) edges += static_cast<long long>(list.size());
  if (edges * cells > kMustCoverBudget) {
    // Distance 0 marks a cell no walk length forces; the goal cells stay unavoidable.
    for (std::size_t p = 0; p < size; ++p) {
      or_into(MutableBits(must_cover_.data() + p * std::size_t(words_), std::size_t(words_)), goal_cells);
      for (int cell = 0; cell < cells; ++cell)
        if (test_bit(goal_cells, cell)) avoiding_distance_[p * std::size_t(cells) + std::size_t(cell)] = kUnreachable;
    }
    return;
  }
  std::vector<int> reached(size);
  for (int cell = 0; cell < cells; ++cell) {
    distances_avoiding(
        goals, [&](int placement) { return test_bit(table.bits(placement), cell); }, reached);
    for (std::size_t p = 0; p < size; ++p) {
      avoiding_distance_[p * std::size_t(cells) + std::size_t(cell)] = reached[p];
      if (reached[p] == kUnreachable && distance_[p] != kUnreachable)
        set_bit(MutableBits(must_cover_.data() + p * std::size_t(words_), std::size_t(words_)), cell);
    }
  }
}

// One breadth-first search per placement of every other piece's table, on the graph without the
// target placements that meet it; skipped (no piece detours) when that would be too much work.
void TargetPath::compute_piece_detours(const std::vector<int>& goals) {
  piece_detour_.assign(task_.tables().size(), {});
  std::vector<char> used(task_.tables().size(), 0);
  for (std::size_t p = 0; p < task_.pieces().size(); ++p)
    if (static_cast<int>(p) != target_) used[std::size_t(task_.pieces()[p].table)] = 1;
  long long edges = 0, searches = 0;
  for (const auto& list : neighbours_) edges += static_cast<long long>(list.size());
  for (std::size_t t = 0; t < used.size(); ++t)
    if (used[t]) searches += task_.tables()[t].size();
  if (edges * searches > kMustCoverBudget) return;
  const PlacementTable& target_table = task_.table(target_);
  std::size_t size = neighbours_.size();
  for (std::size_t t = 0; t < used.size(); ++t) {
    if (!used[t]) continue;
    const PlacementTable& table = task_.tables()[t];
    std::vector<int>& detour = piece_detour_[t];
    detour.assign(std::size_t(table.size()) * size, kUnreachable);
    for (int q = 0; q < table.size(); ++q) {
      Bits avoided = table.bits(q);
      distances_avoiding(
          goals, [&](int placement) { return intersects(target_table.bits(placement), avoided); },
          std::span<int>(detour.data() + std::size_t(q) * size, size));
    }
  }
}

int TargetPath::blocker_moves(StateView state, const std::vector<int>* occupants) const {
  if (vacant_ == 0) return 0;  // nothing moves; distance() already says whether this is a goal
  int placement = static_cast<int>(state[target_index()]);
  Bits cover = must_cover(placement);
  int moves = 0;
  for (std::size_t p = 0; p < state.size(); ++p) {
    if (p == target_index()) continue;
    Bits cells = task_.table(static_cast<int>(p)).bits(static_cast<int>(state[p]));
    int covered = 0;
    for (std::size_t w = 0; w < cover.size(); ++w) covered += std::popcount(cells[w] & cover[w]);
    moves += (covered + vacant_ - 1) / vacant_;
    moving_[p] = covered > 0;
  }
  if (!crosses_rows_) return moves;
  if (!occupants) {
    fill_occupants(task_, state, target_, occupant_);
    occupants = &occupant_;
  }
  return moves + row_cut_moves(placement, *occupants);
}

int TargetPath::row_cut_moves(int placement, const std::vector<int>& occupants) const {
  if (!crosses_rows_) return 0;
  // The rows strictly between the target and its goal, up to and including the goal's near edge.
  int first = 0, last = -1;
  if (goal_top_ > bottom_row_[std::size_t(placement)]) {
    first = bottom_row_[std::size_t(placement)] + 1;
    last = goal_top_;
  } else if (goal_bottom_ < top_row_[std::size_t(placement)]) {
    first = goal_bottom_;
    last = top_row_[std::size_t(placement)] - 1;
  }
  if (first > last) return 0;
  return row_cuts_.extra_movers(occupants, moving_, first, last);
}

int TargetPath::blocker_moves_within(StateView state, const std::vector<int>& occupants, std::span<int> out) const {
  std::fill(out.begin(), out.end(), 0);
  if (vacant_ == 0) return 0;
  int placement = static_cast<int>(state[target_index()]);
  int shortest = distance(placement);
  int cells = task_.frame().floor_count();
  const int* avoiding = avoiding_distance_.data() + std::size_t(placement) * std::size_t(cells);
  // Piece p's own moves when the target's walk has at most `length` steps (kUnreachable - 1: any
  // walk), and the longest finite detour among its cells and its placement (-1 when none), past
  // which longer walks count it as any walk does.
  struct Count {
    int moves;
    int longest_detour;
  };
  // Read once: the loop below writes moving_, which the compiler cannot tell apart from these.
  const std::size_t placement_count = neighbours_.size();
  const int vacant = vacant_;
  auto count = [&](std::size_t p, int length) {
    Count result{0, -1};
    int covered = 0;
    auto note = [&](int around) {
      if (around != kUnreachable) result.longest_detour = std::max(result.longest_detour, around);
      return around > length;
    };
    int table = task_.pieces()[p].table;
    for (int cell : task_.tables()[std::size_t(table)].cells(static_cast<int>(state[p])))
      covered += note(avoiding[cell]);
    const std::vector<int>& detour = piece_detour_[std::size_t(table)];
    bool placement_forced =
        !detour.empty() && note(detour[std::size_t(state[p]) * placement_count + std::size_t(placement)]);
    // Most pieces cover no forced cell; they skip the division.
    int cell_moves = covered == 0 ? 0 : (covered + vacant - 1) / vacant;
    result.moves = std::max(cell_moves, placement_forced ? 1 : 0);
    return result;
  };
  // Most pieces count the same for every walk length: all of their cells and their placement are
  // either unavoidable or avoidable by a shortest walk. Those are summed once; only the others are
  // looked at again per length.
  int fixed = 0;
  varying_.clear();
  for (std::size_t p = 0; p < state.size(); ++p) {
    if (p == target_index()) continue;
    Count any_walk = count(p, kUnreachable - 1);
    moving_[p] = any_walk.moves > 0;
    fixed += any_walk.moves;
    if (any_walk.longest_detour > shortest)
      varying_.push_back({static_cast<int>(p), any_walk.moves, any_walk.longest_detour});
  }
  int any_length = fixed + row_cut_moves(placement, occupants);
  std::fill(out.begin(), out.end(), any_length);
  for (std::size_t j = 0; j < out.size() && !varying_.empty(); ++j) {
    int length = shortest + static_cast<int>(j);
    int moves = fixed;
    bool longer_walks_differ = false;
    for (const VaryingPiece& piece : varying_) {
      int own = count(std::size_t(piece.piece), length).moves;
      moves += own - piece.any_walk_moves;
      moving_[std::size_t(piece.piece)] = own > 0;
      longer_walks_differ |= piece.longest_detour > length + 1;
    }
    out[j] = moves + row_cut_moves(placement, occupants);
    if (!longer_walks_differ) break;  // later lengths count what any length counts
  }
  return any_length;
}

Bits TargetPath::occupied_by_others(StateView state) const {
  MutableBits occupied(scratch_);
  task_.occupancy(state, occupied);
  and_not_into(occupied, task_.table(target_).bits(static_cast<int>(state[target_index()])));
  return occupied;
}

bool TargetPath::can_advance(StateView state) const {
  int from = static_cast<int>(state[target_index()]);
  int here = distance(from);
  if (here == 0 || here == kUnreachable) return false;
  Bits occupied = occupied_by_others(state);
  const PlacementTable& table = task_.table(target_);
  for (int next : neighbours(from))
    if (distance(next) == here - 1 && !intersects(table.bits(next), occupied)) return true;
  return false;
}

}  // namespace polyplan
