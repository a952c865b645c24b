#include "heuristics/pdb/pdb_heuristic.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <memory>

#include "heuristics/pdb/pattern_database.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// An automatic pattern stays within this many entries (or max-entries, if smaller): enough for a
// few pieces, and small enough that the abstract space and its moves build in seconds even when
// pieces fly anywhere (docs/pattern-databases.md has the figures).
constexpr std::uint64_t kAutomaticBudget = std::uint64_t{1} << 20;

class PatternDatabaseHeuristic final : public Heuristic {
 public:
  PatternDatabaseHeuristic(const Task& task, const std::string& pieces, int max_entries)
      : database_(task, chosen_pattern(task, pieces, max_entries), static_cast<std::uint64_t>(max_entries)) {}

  int evaluate(StateView state) override { return database_.lookup(state); }

 private:
  static Pattern chosen_pattern(const Task& task, const std::string& pieces, int max_entries) {
    if (pieces.find_first_not_of(" \t") != std::string::npos) return named_pattern(task, pieces);
    return automatic_pattern(task, std::min(kAutomaticBudget, static_cast<std::uint64_t>(max_entries)));
  }

  PatternDatabase database_;
};

}  // namespace

HeuristicPlugin pattern_database_heuristic_plugin() {
  return HeuristicPlugin{
      "pdb",
      "any family: the exact cost of an abstraction that keeps only some pieces, or where pieces enable moves "
      "keeps every piece and forgets the others' names (a pattern database)",
      {.admissible = true, .consistent = true, .families = {}, .generic = true},
      {PluginOption::text(
           "pieces", "",
           "names of the pieces to keep, e.g. \"T a b\" (a unit's name m times keeps m units; the push agent is "
           "always kept); empty: the goal's pieces, then the pieces nearest the goal, within 2^20 entries"),
       PluginOption::integer("max-entries", 200'000'000, 1, std::numeric_limits<int>::max(),
                             "the largest table to build (one byte per entry)")},
      [](const Environment& environment, const PluginOptions& options) {
        return std::make_unique<PatternDatabaseHeuristic>(
            environment.task(), std::get<std::string>(options.at("pieces")), std::get<int>(options.at("max-entries")));
      }};
}

}  // namespace polyplan
