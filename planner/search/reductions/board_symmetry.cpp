#include "planner/search/reductions/board_symmetry.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

#include "translator/sort_within_groups.hpp"

namespace polyplan {
namespace {

// The eight maps of the floor's bounding box onto itself (the last four only when it is square),
// as functions of a cell relative to the box's top left corner.
Coord transformed(int map, Coord c, int height, int width) {
  switch (map) {
    case 0:
      return c;
    case 1:
      return {c.row, width - 1 - c.col};
    case 2:
      return {height - 1 - c.row, c.col};
    case 3:
      return {height - 1 - c.row, width - 1 - c.col};
    case 4:
      return {c.col, c.row};
    case 5:
      return {c.col, height - 1 - c.row};
    case 6:
      return {width - 1 - c.col, c.row};
    default:
      return {width - 1 - c.col, height - 1 - c.row};
  }
}

constexpr std::array<const char*, 8> kMapNames{
    "identity",  "mirror left to right",   "mirror top to bottom",       "half turn",
    "transpose", "quarter turn clockwise", "quarter turn anticlockwise", "anti-transpose"};

// Floor number -> floor number of its image under `map`, or empty when the map takes some
// floor cell off the floor or a goal cell to a cell that is not one.
std::vector<int> floor_map(const FrameIndex& frame, int map) {
  int top = frame.rows(), left = frame.cols(), bottom = -1, right = -1;
  for (int f = 0; f < frame.floor_count(); ++f) {
    Coord c = frame.coord(f);
    top = std::min(top, c.row), bottom = std::max(bottom, c.row);
    left = std::min(left, c.col), right = std::max(right, c.col);
  }
  int height = bottom - top + 1, width = right - left + 1;
  if (map >= 4 && height != width) return {};
  std::vector<int> image(static_cast<std::size_t>(frame.floor_count()));
  for (int f = 0; f < frame.floor_count(); ++f) {
    Coord c = frame.coord(f);
    Coord t = transformed(map, Coord{c.row - top, c.col - left}, height, width);
    int g = frame.floor_at(Coord{t.row + top, t.col + left});
    if (g == FrameIndex::kNone || frame.goal(g) != frame.goal(f)) return {};
    image[static_cast<std::size_t>(f)] = g;
  }
  return image;
}

}  // namespace

BoardSymmetry::BoardSymmetry(Environment& environment, bool enabled)
    : environment_(environment), agent_(environment.task().agent()) {
  const Task& task = environment.task();
  if (!enabled || task.frame().floor_count() == 0 || !environment.rules_symmetric()) return;
  for (const TaskPiece& piece : task.pieces()) table_of_.push_back(piece.table);
  for (int m = 1; m < 8; ++m) {
    std::vector<int> floors = floor_map(task.frame(), m);
    if (floors.empty()) continue;
    Map map;
    bool keeps = true;
    std::vector<int> cells;
    for (const PlacementTable& table : task.tables()) {
      std::vector<std::uint32_t> placements(static_cast<std::size_t>(table.size()));
      for (int p = 0; p < table.size() && keeps; ++p) {
        cells.clear();
        for (int cell : table.cells(p)) cells.push_back(floors[static_cast<std::size_t>(cell)]);
        std::sort(cells.begin(), cells.end());
        int found = table.find(cells);
        keeps = found != PlacementTable::kNone;
        placements[static_cast<std::size_t>(p)] = static_cast<std::uint32_t>(found);
      }
      if (table.removable()) placements.push_back(static_cast<std::uint32_t>(table.off_board()));
      map.push_back(std::move(placements));
    }
    // A piece that must reach particular placements keeps them only if the map does.
    for (const GoalTest::PiecePlacement& goal : task.goal().placed()) {
      if (!keeps) break;
      const std::vector<std::uint32_t>& placements =
          map[static_cast<std::size_t>(table_of_[static_cast<std::size_t>(goal.piece)])];
      std::vector<int> accepted = goal.placements, images;
      for (int p : accepted) images.push_back(static_cast<int>(placements[static_cast<std::size_t>(p)]));
      std::sort(accepted.begin(), accepted.end());
      std::sort(images.begin(), images.end());
      keeps = accepted == images;
    }
    if (!keeps) continue;
    maps_.push_back(std::move(map));
    names_.emplace_back(kMapNames[static_cast<std::size_t>(m)]);
  }
  candidate_.resize(task.pieces().size());
  for (const std::vector<int>& group : task.groups()) {
    const int placements = task.table(group.front()).value_count();
    const int words = (placements + 63) / 64;
    if (group.size() >= kBitmapGroup && words <= kBitmapWords)
      bitmap_groups_.push_back({group, words});
    else
      insertion_groups_.push_back(group);
  }
  for (const std::vector<int>& group : task.groups())
    if (group.size() > 1 && group.front() == 0 && agent_ != 0) leading_group_ = &group;
}

bool BoardSymmetry::may_lead(const Map& map, StateView state, StateView best) const {
  if (leading_group_ == nullptr) return true;
  const std::vector<std::uint32_t>& placements = map[static_cast<std::size_t>(table_of_[0])];
  for (int member : *leading_group_)
    if (placements[state[static_cast<std::size_t>(member)]] <= best[0]) return true;
  return false;
}

void BoardSymmetry::image(const Map& map, StateView state, std::span<std::uint32_t> out) {
  for (std::size_t p = 0; p < state.size(); ++p) out[p] = map[static_cast<std::size_t>(table_of_[p])][state[p]];
  for (const BitmapGroup& group : bitmap_groups_)
    if (!sort_by_bitmap(group.members, group.words, out)) sort_group(group.members, out);
  sort_within_groups(insertion_groups_, out);
}

bool BoardSymmetry::sort_by_bitmap(const std::vector<int>& members, int words, std::span<std::uint32_t> out) {
  std::fill_n(bitmap_.begin(), words, 0);
  for (int member : members) {
    const std::uint32_t value = out[static_cast<std::size_t>(member)];
    bitmap_[value >> 6] |= std::uint64_t(1) << (value & 63);
  }
  int count = 0;
  for (int w = 0; w < words; ++w) count += std::popcount(bitmap_[static_cast<std::size_t>(w)]);
  if (count != static_cast<int>(members.size())) return false;
  auto next = members.begin();
  for (int w = 0; w < words; ++w)
    for (std::uint64_t bits = bitmap_[static_cast<std::size_t>(w)]; bits != 0; bits &= bits - 1)
      out[static_cast<std::size_t>(*next++)] = static_cast<std::uint32_t>(w * 64 + std::countr_zero(bits));
  return true;
}

int BoardSymmetry::compare_but_agent(StateView a, StateView b) const {
  for (std::size_t p = 0; p < a.size(); ++p)
    if (static_cast<int>(p) != agent_ && a[p] != b[p]) return a[p] < b[p] ? -1 : 1;
  return 0;
}

void BoardSymmetry::reduce(std::span<std::uint32_t> state) {
  if (maps_.empty()) return;
  // The least image by the other pieces first and the agent last. Only the agent's placement
  // needs the rules' canonical form (a flood, for push), and only ties on the other pieces
  // compare agents, so most images are rejected before any flood.
  best_.assign(state.begin(), state.end());
  bool best_canonical = true;
  for (const Map& map : maps_) {
    if (!may_lead(map, state, best_)) continue;
    image(map, state, candidate_);
    int order = compare_but_agent(candidate_, best_);
    if (order > 0) continue;
    if (order < 0 && agent_ >= 0) {
      best_.swap(candidate_);
      best_canonical = false;
      continue;
    }
    if (!best_canonical) environment_.canonicalize(best_);
    best_canonical = true;
    environment_.canonicalize(candidate_);
    if (std::lexicographical_compare(candidate_.begin(), candidate_.end(), best_.begin(), best_.end()))
      best_.swap(candidate_);
  }
  if (!best_canonical) environment_.canonicalize(best_);
  std::copy(best_.begin(), best_.end(), state.begin());
}

Plan BoardSymmetry::unfold(const Plan& plan, const Successors& successors) {
  if (maps_.empty()) return plan;
  Plan real_plan;
  real_plan.cost = plan.cost;
  StateValues real = environment_.initial_state(), represented = real;
  reduce(represented);
  StateValues next(real.size()), child(real.size()), image_of_child(real.size());
  std::vector<Move> moves;
  for (const Move& move : plan.moves) {
    environment_.apply(represented, move, next);
    reduce(next);
    successors(real, moves);
    bool found = false;
    for (const Move& candidate : moves) {
      if (candidate.cost != move.cost) continue;
      environment_.apply(real, candidate, child);
      image_of_child = child;
      reduce(image_of_child);
      if (image_of_child != next) continue;
      real.swap(child);
      real_plan.moves.push_back(candidate);
      found = true;
      break;
    }
    if (!found) throw std::logic_error("board symmetry: a step of the plan has no mirrored move in the real state");
    represented.swap(next);
  }
  return real_plan;
}

}  // namespace polyplan
