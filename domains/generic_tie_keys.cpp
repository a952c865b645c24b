#include "domains/generic_tie_keys.hpp"

#include "domains/piece_continuation.hpp"

namespace polyplan {
namespace {

// Inertia (Junghanns and Schaeffer): a move of the piece that the previous move moved comes
// first.
TieKey inertia_key(const Environment& environment) {
  const Task& task = environment.task();
  return [&task](const TieContext& node) {
    if (!node.move || !node.previous) return 1;
    return moves_piece_put_by(task, node.parent, *node.move, *node.previous) ? 0 : 1;
  };
}

}  // namespace

std::vector<TieKeyPlugin> generic_tie_keys() {
  return {
      {"depth", "larger g first: depth-first inside an f plateau (DPA*)", "",
       [](const Environment&) -> TieKey { return [](const TieContext& node) { return -node.g; }; }, true},
      {"shallow", "smaller g first", "",
       [](const Environment&) -> TieKey { return [](const TieContext& node) { return node.g; }; }},
      {"h", "smaller h first", "",
       [](const Environment&) -> TieKey { return [](const TieContext& node) { return node.h; }; }},
      {"inertia", "moves of the piece moved last first (Junghanns and Schaeffer's inertia)", "", inertia_key},
  };
}

}  // namespace polyplan
