#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "heuristics/heuristic_choice.hpp"
#include "parser/plugins/registry.hpp"
#include "planner/search/search_result.hpp"

namespace polyplan {

// A family's own engine for a search: the same search (same bounds, same optimal cost, same
// limits) on a compact state of the family's with the heuristic updated move by move
// (incremental_ida_star.hpp). The search tries the engines registered for it before its generic
// code, which stays the reference; an engine declines a task or heuristic it does not handle.
// Plans come back as the generic model's moves.
struct FamilyEnginePlugin {
  std::string name;
  std::string description;
  std::string family;
  std::string search;  // the search it stands in for, e.g. "idastar"
  // Options the search takes on the engine's behalf (`idastar(tile-pdb, duplicates=fsm)`),
  // declared like the search's own; the generic search refuses them unless at their defaults.
  std::vector<PluginOption> options;
  // The result, or nullopt when the engine does not apply to this task and heuristic. Gets all
  // of the search's options.
  std::function<std::optional<SearchResult>(Environment&, const HeuristicChoice&, const PluginOptions&,
                                            const SearchLimits&)>
      run;
};

using FamilyEngineRegistry = Registry<FamilyEnginePlugin>;

// The engines, listed where they live (planner/family_engines/family_engine_registry.cpp): search
// code knows this declaration and nothing of the families.
const FamilyEngineRegistry& family_engine_registry();

}  // namespace polyplan
