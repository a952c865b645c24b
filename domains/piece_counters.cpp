#include "domains/piece_counters.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace polyplan {
namespace {

void collect_counted(const Goal& goal, std::vector<std::string>& kinds) {
  if (goal.kind == Goal::Kind::Count && std::find(kinds.begin(), kinds.end(), goal.piece_kind) == kinds.end())
    kinds.push_back(goal.piece_kind);
  for (const Goal& part : goal.parts) collect_counted(part, kinds);
}

}  // namespace

std::vector<std::string> counted_kinds(const Task& task) {
  std::vector<std::string> kinds;
  collect_counted(task.problem().goal, kinds);
  std::erase_if(kinds, [&](const std::string& kind) { return !task.problem().domain.removes(kind); });
  return kinds;
}

std::vector<int> pieces_of_kind(const Task& task, const std::string& kind) {
  std::vector<int> pieces;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (task.pieces()[p].kind == kind) pieces.push_back(static_cast<int>(p));
  return pieces;
}

void append_with_counters(const Task& task, const GroundAction& action, const std::vector<int>& removed,
                          std::vector<GroundAction>& actions) {
  if (removed.empty()) return actions.push_back(action);
  const std::vector<std::string> counted = counted_kinds(task);
  std::map<std::string, int> lowered;  // per counted kind, how many of its pieces the action takes off
  for (int piece : removed) {
    const std::string& kind = task.pieces()[std::size_t(piece)].kind;
    if (std::find(counted.begin(), counted.end(), kind) != counted.end()) ++lowered[kind];
  }
  std::vector<GroundAction> variants{action};
  for (const auto& [kind, taken] : lowered) {
    const int total = static_cast<int>(pieces_of_kind(task, kind).size());
    std::vector<GroundAction> counted_variants;
    for (const GroundAction& variant : variants)
      for (int before = taken; before <= total; ++before) {
        GroundAction with = variant;
        with.name += fmt::format("-{}", GroundNames::count(before));
        with.preconditions.push_back(GroundNames::left(kind, before));
        with.deletes.push_back(GroundNames::left(kind, before));
        with.adds.push_back(GroundNames::left(kind, before - taken));
        counted_variants.push_back(std::move(with));
      }
    variants = std::move(counted_variants);
  }
  actions.insert(actions.end(), variants.begin(), variants.end());
}

}  // namespace polyplan
