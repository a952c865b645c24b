#include "planner/solvability/unsolvability.hpp"

#include "planner/solvability/flying_block_constraints.hpp"
#include "planner/solvability/tile_parity.hpp"

namespace polyplan {

std::optional<UnsolvabilityProof> prove_unsolvable(const Task& task) {
  if (auto proof = flying_block_constraints(task)) return proof;
  if (auto proof = tile_parity(task)) return proof;
  return std::nullopt;
}

}  // namespace polyplan
