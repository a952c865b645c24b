#pragma once
#include <cstdint>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// A perfect hash of abstract states: the pieces' placement numbers read as the digits of one
// mixed-radix number (piece i's digit ranges over its placements). The table thus has one entry
// per combination of placements, overlapping ones included; those are never reached and cost a
// byte each, which buys a rank of one multiply-add per piece and no collisions.
class MixedRadixRank {
 public:
  // The caller has checked that the product of the placement counts fits (pattern_entries).
  explicit MixedRadixRank(const Task& abstract);

  std::uint64_t entries() const { return entries_; }
  std::uint64_t rank(StateView values) const {
    std::uint64_t index = 0;
    for (std::size_t i = 0; i < place_value_.size(); ++i) index += values[i] * place_value_[i];
    return index;
  }

 private:
  std::vector<std::uint64_t> place_value_;  // product of the placement counts of the pieces before
  std::uint64_t entries_ = 1;
};

}  // namespace polyplan
