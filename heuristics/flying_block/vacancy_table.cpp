#include "heuristics/flying_block/vacancy_table.hpp"

#include <algorithm>
#include <bit>
#include <limits>

#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

// n choose i without overflow up to 64 choose 32; larger values are not needed (the entry count
// check refuses tables long before).
std::uint64_t choose(int n, int i) {
  if (i < 0 || i > n) return 0;
  std::uint64_t result = 1;
  for (int j = 1; j <= i; ++j) result = result * std::uint64_t(n - i + j) / std::uint64_t(j);
  return result;
}

// The next larger integer with as many bits set (Gosper's hack).
std::uint64_t next_subset(std::uint64_t set) {
  std::uint64_t lowest = set & -set;
  std::uint64_t ripple = set + lowest;
  return ripple | (((set ^ ripple) >> 2) / lowest);
}

}  // namespace

VacancyTable::VacancyTable(const Task& task, const TargetPath& path, std::uint64_t max_entries)
    : task_(task), moves_(task, path), target_(path.target()), floor_(moves_.floor_count()) {
  int singles = static_cast<int>(moves_.single_cells().size());
  subsets_ = choose(floor_, singles);
  dense_.assign(std::size_t(path.placements()), -1);
  for (int placement = 0; placement < path.placements(); ++placement)
    if (path.distance(placement) != TargetPath::kUnreachable) {
      dense_[std::size_t(placement)] = static_cast<int>(placement_of_.size());
      placement_of_.push_back(placement);
    }
  long double estimate = static_cast<long double>(placement_of_.size()) * floor_ * static_cast<long double>(subsets_);
  entries_ = estimate > static_cast<long double>(std::numeric_limits<std::uint64_t>::max() / 2)
                 ? std::numeric_limits<std::uint64_t>::max() / 2
                 : static_cast<std::uint64_t>(estimate);
  if (entries_ > max_entries || placement_of_.empty()) return;

  binomial_.resize(std::size_t(floor_ + 1) * std::size_t(singles + 1));
  for (int n = 0; n <= floor_; ++n)
    for (int i = 0; i <= singles; ++i)
      binomial_[std::size_t(n) * std::size_t(singles + 1) + std::size_t(i)] = choose(n, i);
  subset_of_rank_.resize(subsets_);
  std::uint64_t set = singles == 0 ? 0 : (singles == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << singles) - 1);
  for (std::uint64_t r = 0; r < subsets_; ++r) {
    subset_of_rank_[r] = set;
    if (r + 1 < subsets_) set = next_subset(set);
  }
  BuildBudget::check(entries_ + subsets_ * sizeof(std::uint64_t));
  distance_.assign(entries_, kUnseen);
  search_back(path.goals());
}

std::uint64_t VacancyTable::rank(std::uint64_t singles) const {
  std::uint64_t result = 0;
  std::size_t stride = std::size_t(moves_.single_cells().size()) + 1;
  for (std::size_t i = 1; singles != 0; ++i) {
    int cell = std::countr_zero(singles);
    singles &= singles - 1;
    result += binomial_[std::size_t(cell) * stride + i];
  }
  return result;
}

// Breadth-first, layer by layer, from every state whose target stands on a goal placement. The
// relaxation's moves are all reversible (a piece can move back to where it was; the steps are
// listed both ways), so searching forward from the goals gives the distances to them.
void VacancyTable::search_back(const std::vector<int>& goals) {
  std::vector<std::uint64_t> layer, next;
  for (int goal : goals) {
    int block = dense_[std::size_t(goal)];
    if (block < 0) continue;
    std::uint64_t target_cells = moves_.target_cells(goal);
    for (int vacant = 0; vacant < floor_; ++vacant) {
      if ((target_cells >> vacant) & 1) continue;
      std::uint64_t blocked = target_cells | (std::uint64_t(1) << vacant);
      for (std::uint64_t r = 0; r < subsets_; ++r)
        if ((subset_of_rank_[r] & blocked) == 0) {
          std::uint64_t at = index_of_rank(block, vacant, r);
          distance_[at] = 0;
          layer.push_back(at);
        }
    }
  }
  // What the build holds: the table, the rank tables and the two layers (their capacity).
  auto held = [&] {
    return distance_.capacity() + subset_of_rank_.capacity() * sizeof(std::uint64_t) +
           (layer.capacity() + next.capacity()) * sizeof(std::uint64_t);
  };
  std::uint64_t expanded = 0;
  for (int depth = 0; !layer.empty(); ++depth) {
    std::uint8_t reached = static_cast<std::uint8_t>(std::min(depth + 1, int(kCap)));
    next.clear();
    auto visit = [&](std::uint64_t at) {
      if (distance_[at] != kUnseen) return;
      distance_[at] = reached;
      next.push_back(at);
    };
    for (std::uint64_t at : layer) {
      if ((++expanded & 0xFFF) == 0) BuildBudget::check(held());
      std::uint64_t singles_rank = at % subsets_;
      std::uint64_t singles = subset_of_rank_[singles_rank];
      std::uint64_t rest = at / subsets_;
      int vacant = static_cast<int>(rest % std::uint64_t(floor_));
      int block = static_cast<int>(rest / std::uint64_t(floor_));
      int placement = placement_of_[std::size_t(block)];
      std::uint64_t vacant_bit = std::uint64_t(1) << vacant;
      // A single-cell piece fills the vacant cell from wherever it is.
      for (std::uint64_t left = singles; left != 0; left &= left - 1) {
        int cell = std::countr_zero(left);
        visit(index(block, cell, singles ^ (std::uint64_t(1) << cell) ^ vacant_bit));
      }
      std::uint64_t blocked = moves_.target_cells(placement) | singles;
      for (const VacancyMoves::PieceStep& step : moves_.piece_steps(vacant))
        if ((step.piece & blocked) == 0) visit(index_of_rank(block, step.leaves, singles_rank));
      for (const VacancyMoves::TargetStep& step : moves_.target_steps(placement)) {
        int to = dense_[std::size_t(step.to)];
        if (step.enters == vacant && to >= 0) visit(index(to, step.leaves, singles));
      }
    }
    layer.swap(next);
  }
}

int VacancyTable::distance(StateView state) const {
  int block = dense_[state[std::size_t(target_)]];
  if (block < 0) return TargetPath::kUnreachable;
  Word covered = 0;
  task_.occupancy(state, MutableBits(&covered, 1));
  std::uint64_t singles = 0;
  for (int piece : moves_.single_cells()) singles |= cell_mask(task_.table(piece).bits(int(state[std::size_t(piece)])));
  std::uint64_t all = floor_ == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << floor_) - 1;
  int vacant = std::countr_zero(all & ~covered);
  std::uint8_t value = distance_[index(block, vacant, singles)];
  return value == kUnseen ? TargetPath::kUnreachable : value;
}

}  // namespace polyplan
