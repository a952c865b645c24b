#include "domains/sokoban/hotspots.hpp"

namespace polyplan {
namespace {

// The cells from which a box pushed alone reaches a goal, `wall` (kNone: none) counting as a
// wall: reverse pulls from every goal, a pull taking the box from c to its neighbour n when the
// cell beyond n is floor too (the agent backs into it).
std::vector<bool> reaching_cells(const SokobanBoard& board, int wall) {
  std::vector<bool> reached(static_cast<std::size_t>(board.floor_count()), false);
  auto open = [&](int cell) { return cell != SokobanBoard::kNone && cell != wall; };
  std::vector<int> queue;
  for (int goal : board.goals())
    if (goal != wall) {
      reached[static_cast<std::size_t>(goal)] = true;
      queue.push_back(goal);
    }
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (int d = 0; d < 4; ++d) {
      const int to = board.neighbour(queue[head], d);
      if (!open(to) || !open(board.neighbour(to, d)) || reached[static_cast<std::size_t>(to)]) continue;
      reached[static_cast<std::size_t>(to)] = true;
      queue.push_back(to);
    }
  return reached;
}

}  // namespace

Hotspots::Hotspots(const SokobanBoard& board)
    : board_(board),
      live_(reaching_cells(board, SokobanBoard::kNone)),
      words_((static_cast<std::size_t>(board.floor_count()) + 63) / 64),
      reaches_(static_cast<std::size_t>(board.floor_count()) * words_, 0) {
  for (int blocker = 0; blocker < board.floor_count(); ++blocker) {
    // A box never stands on a dead square in a live state, so those rows stay empty.
    if (!live_[static_cast<std::size_t>(blocker)]) continue;
    const std::vector<bool> reached = reaching_cells(board, blocker);
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
