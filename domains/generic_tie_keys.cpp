#include "domains/generic_tie_keys.hpp"

#include <algorithm>

namespace polyplan {
namespace {

// Inertia (Junghanns and Schaeffer): a move of the piece that the previous move moved comes
// first. Pieces of one kind are interchangeable and the task keeps them sorted, so a piece's
// index can change between two moves; the piece is recognised by its cells instead: the piece
// this move takes from the parent stands where the previous move put its piece.
TieKey inertia_key(const Environment& environment) {
  const Task& task = environment.task();
  return [&task](const TieContext& node) {
    if (!node.move || !node.previous) return 1;
    const std::size_t piece = static_cast<std::size_t>(node.move->piece);
    std::span<const int> from = task.table(node.move->piece).cells(static_cast<int>(node.parent[piece]));
    std::span<const int> put = task.table(node.previous->piece).cells(static_cast<int>(node.previous->placement));
    return std::equal(from.begin(), from.end(), put.begin(), put.end()) ? 0 : 1;
  };
}

}  // namespace

std::vector<TieKeyPlugin> generic_tie_keys() {
  return {
      {"depth", "larger g first: depth-first inside an f plateau (DPA*)", "",
       [](const Environment&) -> TieKey { return [](const TieContext& node) { return -node.g; }; }},
      {"shallow", "smaller g first", "",
       [](const Environment&) -> TieKey { return [](const TieContext& node) { return node.g; }; }},
      {"h", "smaller h first", "",
       [](const Environment&) -> TieKey { return [](const TieContext& node) { return node.h; }; }},
      {"inertia", "moves of the piece moved last first (Junghanns and Schaeffer's inertia)", "", inertia_key},
  };
}

}  // namespace polyplan
