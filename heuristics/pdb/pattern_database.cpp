#include "heuristics/pdb/pattern_database.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "heuristics/heuristic.hpp"
#include "heuristics/pdb/abstract_space.hpp"
#include "heuristics/pdb/abstraction_key.hpp"
#include "heuristics/pdb/backward_costs.hpp"
#include "parser/input_error.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

// Refuses before anything is built: the abstract task alone can be large for a big pattern.
Pattern checked_size(const Task& task, Pattern pattern, std::uint64_t max_entries) {
  std::uint64_t entries = pattern_entries(task, pattern);
  if (entries > max_entries)
    throw InputError(Diagnostic::about(
        "heuristic",
        fmt::format("pdb: the pattern '{}' needs {} table entries, more than max-entries = {}; keep fewer pieces",
                    pattern_names(task, pattern), entries == UINT64_MAX ? "over 2^64" : std::to_string(entries),
                    max_entries)));
  return pattern;
}

}  // namespace

PatternDatabase::PatternDatabase(const Task& task, Pattern pattern, std::uint64_t max_entries)
    : abstraction_(task, checked_size(task, std::move(pattern), max_entries)),
      rank_(abstraction_.abstract_task()),
      abstract_state_(abstraction_.pattern().size()) {
  std::vector<StateValues> initial_states = abstraction_.initial_states();
  std::string key = abstraction_key(abstraction_.abstract_task(), initial_states);
  if (load_cached_table(key, rank_.entries(), table_)) return;
  build(initial_states);
  store_cached_table(key, table_);
}

void PatternDatabase::build(const std::vector<StateValues>& initial_states) {
  std::string names = pattern_names(abstraction_.task(), abstraction_.pattern());
  AbstractSpace space = [&] {
    // The reachable part is not known in advance; the table size bounds it.
    BuildProgress progress(fmt::format("pdb '{}', abstract states (at most)", names), rank_.entries());
    return enumerate_abstract_space(abstraction_.abstract_task(), initial_states, progress);
  }();
  std::vector<std::uint32_t> costs = [&] {
    BuildProgress progress(fmt::format("pdb '{}', costs to the goal of reachable states", names), space.states());
    return backward_costs(space, progress);
  }();
  BuildBudget::check(space.registry->memory_bytes() + rank_.entries());
  table_.assign(rank_.entries(), kNotEnumerated);
  for (StateId id = 0; id < space.states(); ++id) {
    if ((id & 0xFFFF) == 0) BuildBudget::check();
    space.registry->unpack(id, abstract_state_);
    table_[rank_.rank(abstract_state_)] =
        costs[id] == kNoPathToGoal ? kNoGoalReachable
                                   : static_cast<std::uint8_t>(std::min<std::uint32_t>(costs[id], kLargestCost));
  }
}

int PatternDatabase::lookup(StateView state) {
  int largest = 0;
  for (const std::vector<int>& choice : abstraction_.choices()) {
    abstraction_.project(state, choice, abstract_state_);
    std::uint8_t entry = table_[rank_.rank(abstract_state_)];
    // No abstract goal is reachable from here, so no real goal is reachable from the real state:
    // a real path to a goal would map to an abstract path to an abstract goal (a real goal keeps
    // every condition the abstract goal has).
    if (entry == kNoGoalReachable) return Heuristic::kDeadEnd;
    if (entry != kNotEnumerated) largest = std::max<int>(largest, entry);
  }
  return largest;
}

}  // namespace polyplan
