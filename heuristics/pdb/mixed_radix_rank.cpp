#include "heuristics/pdb/mixed_radix_rank.hpp"

namespace polyplan {

MixedRadixRank::MixedRadixRank(const Task& abstract) {
  for (std::size_t piece = 0; piece < abstract.pieces().size(); ++piece) {
    place_value_.push_back(entries_);
    entries_ *= static_cast<std::uint64_t>(abstract.table(static_cast<int>(piece)).value_count());
  }
}

}  // namespace polyplan
