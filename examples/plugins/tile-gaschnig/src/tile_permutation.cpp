#include "tile_permutation.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace tile_gaschnig {

using namespace polyplan::plugin;

TilePermutation::TilePermutation(const Puzzle& puzzle)
    : puzzle_(puzzle),
      target_(static_cast<std::size_t>(puzzle.floor_count())),
      seen_(static_cast<std::size_t>(puzzle.floor_count())) {
  if (puzzle.floor_count() != puzzle.piece_count() + 1)
    throw std::invalid_argument("gaschnig needs a board with exactly one blank");
  std::vector<bool> goal_taken(static_cast<std::size_t>(puzzle.floor_count()), false);
  for (int piece = 0; piece < puzzle.piece_count(); ++piece) {
    auto goals = puzzle.goal_placements(piece);
    if (goals.size() != 1 || puzzle.cells(piece, static_cast<unsigned>(goals[0])).size() != 1)
      throw std::invalid_argument("gaschnig needs one-cell tiles whose goal places each of them on one cell; tile " +
                                  std::string(puzzle.piece_name(piece)) + " is not");
    int cell = puzzle.cells(piece, static_cast<unsigned>(goals[0]))[0];
    goal_cell_.push_back(cell);
    goal_taken[static_cast<std::size_t>(cell)] = true;
  }
  for (int cell = 0; cell < puzzle.floor_count(); ++cell)
    if (!goal_taken[static_cast<std::size_t>(cell)]) blank_goal_ = cell;
}

int TilePermutation::swaps(State state) {
  // Every cell starts as the blank's; the tiles then claim theirs.
  for (int& goal : target_) goal = blank_goal_;
  // seen_ first marks the covered cells, to find the blank, then the cells the cycle walk visits.
  std::fill(seen_.begin(), seen_.end(), 0);
  for (int piece = 0; piece < puzzle_.piece_count(); ++piece) {
    int cell = puzzle_.cells(piece, state[static_cast<std::size_t>(piece)])[0];
    target_[static_cast<std::size_t>(cell)] = goal_cell_[static_cast<std::size_t>(piece)];
    seen_[static_cast<std::size_t>(cell)] = 1;
  }
  int blank = static_cast<int>(std::find(seen_.begin(), seen_.end(), 0) - seen_.begin());

  std::fill(seen_.begin(), seen_.end(), 0);
  int total = 0;
  for (int start = 0; start < puzzle_.floor_count(); ++start) {
    if (seen_[static_cast<std::size_t>(start)] || target_[static_cast<std::size_t>(start)] == start) continue;
    int length = 0;
    bool has_blank = false;
    for (int cell = start; !seen_[static_cast<std::size_t>(cell)]; cell = target_[static_cast<std::size_t>(cell)]) {
      seen_[static_cast<std::size_t>(cell)] = 1;
      has_blank = has_blank || cell == blank;
      ++length;
    }
    total += has_blank ? length - 1 : length + 1;
  }
  return total;
}

}  // namespace tile_gaschnig
