#pragma once
#include <optional>

#include "heuristics/registry.hpp"
#include "planner/search/search_engine.hpp"

namespace polyplan {

// IDA* by a family's own engine, when the family has one for this task and heuristic: the same
// search (same bounds, same optimal cost, same limits) on a compact apply/undo state with the
// heuristic updated move by move (planner/search/incremental_ida_star.hpp). Returns nullopt when
// no engine applies; the caller then runs the generic ida_star(), which stays the reference.
// Plans come back as the generic model's moves (replayed through `environment`).
std::optional<SearchResult> fast_ida_star(Environment& environment, const HeuristicPlugin& heuristic,
                                          const PluginOptions& options, const SearchLimits& limits);

// The engines fast_ida_star() tries, one per family that has one.
std::optional<SearchResult> sliding_tiles_ida_star(Environment& environment, const HeuristicPlugin& heuristic,
                                                   const PluginOptions& options, const SearchLimits& limits);

}  // namespace polyplan
