#pragma once
#include <optional>

#include "planner/solvability/unsolvability.hpp"

namespace polyplan {

// The sliding-tile parity argument (Johnson and Story, 1879). Read a state as the permutation
// that sends every cell's content (each tile, and the blank) to its goal cell. A move swaps the
// blank with a neighbouring tile, which flips the permutation's parity, and moves the blank to
// the other colour of the checkerboard. So "permutation odd" XOR "blank off its goal colour"
// never changes, and it is false at the goal: a state where it is true has no plan. On a full
// rectangle of at least 2 x 2 cells the converse also holds (every other state is solvable), so
// there the proof finds every unsolvable instance. Applies to one-cell tiles, one blank, unit
// slides, and a goal that places every tile (UnitTileBoard).
std::optional<UnsolvabilityProof> tile_parity(const Task& task);

}  // namespace polyplan
