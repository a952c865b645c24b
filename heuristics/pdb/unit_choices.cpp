#include "heuristics/pdb/unit_choices.hpp"

namespace polyplan {
namespace {

// The abstract slots each group's kept units fill (positions in `pattern`), per group.
std::vector<std::vector<std::size_t>> unit_slots(const Task& task, const Pattern& pattern) {
  std::vector<std::vector<std::size_t>> slots(task.groups().size());
  for (std::size_t slot = 0; slot < pattern.size(); ++slot) {
    int group = task.pieces()[static_cast<std::size_t>(pattern[slot])].group;
    if (group >= 0) slots[static_cast<std::size_t>(group)].push_back(slot);
  }
  return slots;
}

// Advances `chosen` (ascending positions into a group of n units) to the next k-combination in
// lexicographic order; false after the last one.
bool next_combination(std::vector<std::size_t>& chosen, std::size_t n) {
  std::size_t k = chosen.size();
  for (std::size_t i = k; i-- > 0;) {
    if (chosen[i] < n - k + i) {
      ++chosen[i];
      for (std::size_t j = i + 1; j < k; ++j) chosen[j] = chosen[j - 1] + 1;
      return true;
    }
  }
  return false;
}

}  // namespace

std::vector<std::vector<int>> unit_choices(const Task& task, const Pattern& pattern) {
  std::vector<std::vector<int>> choices{pattern};
  std::vector<std::vector<std::size_t>> slots = unit_slots(task, pattern);
  for (std::size_t g = 0; g < slots.size(); ++g) {
    const std::vector<int>& units = task.groups()[g];
    std::size_t kept = slots[g].size();
    if (kept == 0 || kept == units.size()) continue;
    // Every choice so far, combined with every k-subset of this group.
    std::vector<std::vector<int>> combined;
    for (const std::vector<int>& choice : choices) {
      std::vector<std::size_t> chosen(kept);
      for (std::size_t i = 0; i < kept; ++i) chosen[i] = i;
      do {
        std::vector<int> extended = choice;
        for (std::size_t i = 0; i < kept; ++i) extended[slots[g][i]] = units[chosen[i]];
        combined.push_back(std::move(extended));
      } while (next_combination(chosen, units.size()));
    }
    choices = std::move(combined);
  }
  return choices;
}

}  // namespace polyplan
