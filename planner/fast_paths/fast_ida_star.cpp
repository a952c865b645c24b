#include "planner/fast_paths/fast_ida_star.hpp"

namespace polyplan {

std::optional<SearchResult> fast_ida_star(Environment& environment, const HeuristicPlugin& heuristic,
                                          const PluginOptions& options, const SearchLimits& limits) {
  using Engine = std::optional<SearchResult> (*)(Environment&, const HeuristicPlugin&, const PluginOptions&,
                                                 const SearchLimits&);
  for (Engine engine : {&sliding_tiles_ida_star})
    if (auto result = engine(environment, heuristic, options, limits)) return result;
  return std::nullopt;
}

}  // namespace polyplan
