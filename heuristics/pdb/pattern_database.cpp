#include "heuristics/pdb/pattern_database.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "heuristics/heuristic.hpp"
#include "heuristics/pdb/abstract_space.hpp"
#include "heuristics/pdb/abstraction_key.hpp"
#include "heuristics/pdb/backward_costs.hpp"
#include "heuristics/pdb/blocker_problem.hpp"
#include "parser/input_error.hpp"
#include "translator/build_budget.hpp"

namespace polyplan {
namespace {

std::uint64_t dense_entries(const Task& task, const Pattern& pattern) {
  return pattern_entries(task, abstract_pieces(task.problem(), pattern));
}

// Refuses before anything is built: the abstract task alone can be large for a big pattern.
Pattern checked_size(const Task& task, Pattern pattern, std::uint64_t max_entries) {
  std::uint64_t entries = dense_entries(task, pattern);
  if (entries > max_entries && !keeps_every_piece(task.problem()))
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
      abstract_state_(abstraction_.abstract_task().pieces().size()) {
  std::vector<StateValues> initial_states = abstraction_.initial_states();
  if (dense_entries(task, abstraction_.pattern()) > max_entries) {
    build(initial_states, max_entries);
    return;
  }
  rank_.emplace(abstraction_.abstract_task());
  std::string key = abstraction_key(abstraction_.abstract_task(), initial_states);
  if (load_cached_table(key, rank_->entries(), table_)) return;
  build(initial_states, max_entries);
  store_cached_table(key, table_);
}

void PatternDatabase::build(const std::vector<StateValues>& initial_states, std::uint64_t max_states) {
  std::string names = pattern_names(abstraction_.task(), abstraction_.pattern());
  if (keeps_every_piece(abstraction_.task().problem()))
    names = names.empty() ? "every piece anonymous" : names + ", the others anonymous";
  AbstractSpace space = [&] {
    // The reachable part is not known in advance; the table size bounds it.
    BuildProgress progress(fmt::format("pdb '{}', abstract states (at most)", names),
                           rank_ ? rank_->entries() : max_states);
    return enumerate_abstract_space(abstraction_.abstract_task(), initial_states, progress);
  }();
  if (!rank_ && space.states() > max_states)
    throw InputError(Diagnostic::about(
        "heuristic", fmt::format("pdb: the abstraction '{}' has {} reachable states, more than max-entries = {}", names,
                                 space.states(), max_states)));
  std::vector<std::uint32_t> costs = [&] {
    BuildProgress progress(fmt::format("pdb '{}', costs to the goal of reachable states", names), space.states());
    return backward_costs(space, progress);
  }();
  const std::uint64_t entries = rank_ ? rank_->entries() : space.states();
  BuildBudget::check(space.registry->memory_bytes() + entries);
  table_.assign(entries, kNotEnumerated);
  for (StateId id = 0; id < space.states(); ++id) {
    if ((id & 0xFFFF) == 0) BuildBudget::check();
    space.registry->unpack(id, abstract_state_);
    table_[rank_ ? rank_->rank(abstract_state_) : id] =
        costs[id] == kNoPathToGoal ? kNoGoalReachable
                                   : static_cast<std::uint8_t>(std::min<std::uint32_t>(costs[id], kLargestCost));
  }
  if (!rank_) {
    packer_ = std::move(space.packer);
    registry_ = std::move(space.registry);
  }
}

std::uint64_t PatternDatabase::index(StateView abstract) {
  if (rank_) return rank_->rank(abstract);
  const StateId id = registry_->find(abstract);
  return id == StateRegistry::kNoState ? kNoIndex : id;
}

int PatternDatabase::lookup(StateView state) {
  int largest = 0;
  for (const std::vector<int>& choice : abstraction_.choices()) {
    abstraction_.project(state, choice, abstract_state_);
    const std::uint64_t at = index(abstract_state_);
    const std::uint8_t entry = at == kNoIndex ? kNotEnumerated : table_[at];
    // No abstract goal is reachable from here, so no real goal is reachable from the real state:
    // a real path to a goal would map to an abstract path to an abstract goal (a real goal keeps
    // every condition the abstract goal has).
    if (entry == kNoGoalReachable) return Heuristic::kDeadEnd;
    if (entry != kNotEnumerated) largest = std::max<int>(largest, entry);
  }
  return largest;
}

}  // namespace polyplan
