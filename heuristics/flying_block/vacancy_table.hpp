#pragma once
#include <cstdint>
#include <vector>

#include "heuristics/flying_block/target_path.hpp"
#include "heuristics/flying_block/vacancy_moves.hpp"

namespace polyplan {

// The exact cost to the goal of every state of the one-vacant-cell relaxation (VacancyMoves):
// one byte per (target placement, vacant cell, set of single-cell pieces' cells), found by one
// breadth-first search back from the goal. Every real move is a move of the relaxation and every
// real goal state is one of its goal states, so the cost is admissible and, being a distance in a
// graph whose edges each real move maps to, consistent (docs/flying-block-heuristics.md).
//
// Why this shape: with one vacant cell the target advances a row only when the vacant cell is
// right below it, and walking the vacant cell round the target takes several moves of other
// pieces per row. Single-cell pieces are the exception (one can fill the vacant cell from
// anywhere), and they move, so where they are must be part of the state; everything else only
// needs "covered by a piece of two or more cells".
class VacancyTable {
 public:
  // Builds the table unless it would have more than `max_entries` entries (then built() is false
  // and nothing is allocated). The relaxation's refusals (VacancyMoves) are thrown as InputError.
  VacancyTable(const Task& task, const TargetPath& path, std::uint64_t max_entries);

  bool built() const { return !distance_.empty(); }
  // Entries the table has, or would have had (one byte each).
  std::uint64_t entries() const { return entries_; }
  std::size_t memory_bytes() const { return distance_.size() + subset_of_rank_.size() * sizeof(std::uint64_t); }
  // The relaxation's cost from the state, or TargetPath::kUnreachable when it has no plan.
  int distance(StateView state) const;

 private:
  std::uint64_t rank(std::uint64_t singles) const;
  // Entries are laid out by dense target placement, then vacant cell, then the rank of the set.
  std::uint64_t index_of_rank(int block, int vacant, std::uint64_t singles_rank) const {
    return (std::uint64_t(block) * std::uint64_t(floor_) + std::uint64_t(vacant)) * subsets_ + singles_rank;
  }
  std::uint64_t index(int block, int vacant, std::uint64_t singles) const {
    return index_of_rank(block, vacant, rank(singles));
  }
  void search_back(const std::vector<int>& goals);

  static constexpr std::uint8_t kUnseen = 255;
  static constexpr std::uint8_t kCap = 254;  // farther states keep 254: still a lower bound, still consistent

  const Task& task_;
  VacancyMoves moves_;
  int target_ = -1;
  int floor_ = 0;
  std::uint64_t subsets_ = 1;  // sets of single-cell pieces' cells: floor choose their number
  std::uint64_t entries_ = 0;
  // Only target placements from which the target alone can reach its goal get a block of the
  // table; dense_[placement] numbers them (-1 for the others, which are dead ends anyway).
  std::vector<int> dense_;
  std::vector<int> placement_of_;
  // binomial_[n * (singles + 1) + i] = n choose i, for the colexicographic rank of a set.
  std::vector<std::uint64_t> binomial_;
  // The sets in rank order: colexicographic order on sets of equal size is increasing order of
  // their masks, so the next set is the next larger integer with the same number of bits.
  std::vector<std::uint64_t> subset_of_rank_;
  std::vector<std::uint8_t> distance_;
};

}  // namespace polyplan
