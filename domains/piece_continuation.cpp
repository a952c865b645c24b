#include "domains/piece_continuation.hpp"

#include <algorithm>

namespace polyplan {

bool moves_piece_put_by(const Task& task, StateView parent, const Move& move, const Move& previous) {
  std::span<const int> from =
      task.table(move.piece).cells(static_cast<int>(parent[static_cast<std::size_t>(move.piece)]));
  std::span<const int> put = task.table(previous.piece).cells(static_cast<int>(previous.placement));
  return std::equal(from.begin(), from.end(), put.begin(), put.end());
}

}  // namespace polyplan
