#include "domains/sokoban/structure/hotspots.hpp"

#include "domains/sokoban/deadlocks/dead_squares.hpp"

namespace polyplan {

Hotspots::Hotspots(const SokobanBoard& board)
    : board_(board),
      live_(cells_reaching_a_goal(board)),
      words_((static_cast<std::size_t>(board.floor_count()) + 63) / 64),
      reaches_(static_cast<std::size_t>(board.floor_count()) * words_, 0) {
  for (int blocker = 0; blocker < board.floor_count(); ++blocker) {
    // A box never stands on a dead square in a live state, so those rows stay empty.
    if (!live_[static_cast<std::size_t>(blocker)]) continue;
    const std::vector<bool> reached = cells_reaching_a_goal(board, blocker);
    for (int cell = 0; cell < board.floor_count(); ++cell)
      if (reached[static_cast<std::size_t>(cell)]) {
        const std::size_t bit = static_cast<std::size_t>(blocker) * words_ * 64 + static_cast<std::size_t>(cell);
        reaches_[bit / 64] |= std::uint64_t{1} << (bit % 64);
      }
  }
}

int Hotspots::blocked_by(int blocker, const std::vector<int>& boxes) const {
  int blocked = 0;
  for (int box : boxes) blocked += box != blocker && !board_.is_goal(box) && blocks(blocker, box);
  return blocked;
}

int Hotspots::count(const std::vector<int>& boxes) const {
  int hotspots = 0;
  for (int blocker : boxes) hotspots += blocked_by(blocker, boxes) > 0;
  return hotspots;
}

}  // namespace polyplan
