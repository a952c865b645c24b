#pragma once
#include <optional>
#include <string>

#include "translator/task.hpp"

namespace polyplan {

// A proof, found before search, that no plan exists.
struct UnsolvabilityProof {
  std::string constraint;  // which result proves it, e.g. "crossing constraint (Corollary 3)"
  std::string reason;      // the instance's facts that trigger it
};

// Runs the family-specific proofs that apply to the task: the Flying Block paper's Section 2
// constraints (2-column frames where every piece flies) and the sliding-tile parity.
std::optional<UnsolvabilityProof> prove_unsolvable(const Task& task);

}  // namespace polyplan
