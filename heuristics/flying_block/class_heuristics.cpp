#include "heuristics/flying_block/class_heuristics.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

#include <fmt/format.h>

#include "heuristics/flying_block/gap_frontier.hpp"
#include "heuristics/flying_block/target_path_heuristic.hpp"
#include "heuristics/flying_block/vacancy_table.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

using Formula = TargetPathHeuristic::Formula;

int distance_plus_blockers(const TargetPath& path, StateView state) {
  return path.target_distance(state) + path.blocker_moves(state);
}

int distance_only(const TargetPath& path, StateView state) { return path.target_distance(state); }

// With one vacant cell, the target advances at most every other move.
int alternating(const TargetPath& path, StateView state) {
  return 2 * path.target_distance(state) - (path.can_advance(state) ? 1 : 0);
}

// The authors' domino heuristic: the side term F (a vertical target in the other column than its
// vertical goal) weighted twice.
int alternating_published(const TargetPath& path, StateView state, const Task& task) {
  int distance = path.target_distance(state);
  if (distance == 0) return 0;
  const PlacementTable& table = task.table(path.target());
  auto column_if_vertical = [&](int placement) {
    auto cells = table.cells(placement);
    int column = task.frame().coord(cells[0]).col;
    for (int cell : cells)
      if (task.frame().coord(cell).col != column) return -1;
    return column;
  };
  int here = column_if_vertical(static_cast<int>(state[static_cast<std::size_t>(path.target())]));
  int goal = column_if_vertical(task.goal().placed().front().placements.front());
  int side = here >= 0 && goal >= 0 && here != goal ? 1 : 0;
  return 2 * (distance + side) - (path.can_advance(state) ? 1 : 0);
}

void require_one_vacant_cell(const Task& task, const std::string& name) {
  int k = task.problem().vacant_cells();
  if (k != 1)
    throw NotApplicable(Diagnostic::about(
        "heuristic", fmt::format("{} assumes one vacant cell (k = 1); this problem has k = {}", name, k)));
}

HeuristicPlugin make_plugin(std::string name, std::string description, bool admissible, Formula formula,
                            bool needs_one_vacant_cell = false) {
  std::string plugin_name = name;
  return HeuristicPlugin{
      std::move(name),
      std::move(description),
      {admissible, admissible, {"flying-block"}},
      {},
      [plugin_name, formula, needs_one_vacant_cell](const Environment& environment, const PluginOptions&) {
        if (needs_one_vacant_cell) require_one_vacant_cell(environment.task(), plugin_name);
        return std::make_unique<TargetPathHeuristic>(environment.task(), formula);
      }};
}

// target-path: the gap frontier's bound, which needs the relaxation to outlive it; with one vacant
// cell and a small enough frame, also the vacancy table's cost, whichever is larger.
class GapBoundHeuristic final : public Heuristic {
 public:
  GapBoundHeuristic(const Task& task, std::uint64_t vacancy_entries)
      : path_(task), frontier_(path_), clearance_(task, path_.target()) {
    if (vacancy_entries > 0 && !VacancyMoves::refusal(task)) {
      vacancy_.emplace(task, path_, vacancy_entries);
      if (!vacancy_->built()) vacancy_.reset();
    }
  }

  int evaluate(StateView state) override {
    int placement = static_cast<int>(state[static_cast<std::size_t>(path_.target())]);
    int distance = path_.distance(placement);
    if (distance == TargetPath::kUnreachable) return kDeadEnd;
    if (distance == 0) return 0;
    clearance_.load(state);
    int blockers = path_.blocker_moves_within(state, clearance_.occupants(), short_walk_blockers_);
    int bound = frontier_.bound(placement, clearance_, blockers, short_walk_blockers_);
    if (!vacancy_) return bound;
    int vacancy = vacancy_->distance(state);
    return vacancy == TargetPath::kUnreachable ? kDeadEnd : std::max(bound, vacancy);
  }
  std::size_t memory_bytes() const override { return vacancy_ ? vacancy_->memory_bytes() : 0; }

 private:
  TargetPath path_;  // declared first: frontier_ reads it while being built
  GapFrontier frontier_;
  StepClearance clearance_;
  // Blocker bounds for walks up to this many steps longer than the shortest: beyond a few, the
  // longer walks rarely change which cells are forced, and each length costs a pass over the pieces.
  std::array<int, 4> short_walk_blockers_{};
  std::optional<VacancyTable> vacancy_;
};

// vacancy: the one-vacant-cell relaxation's table alone.
class VacancyHeuristic final : public Heuristic {
 public:
  VacancyHeuristic(const Task& task, std::uint64_t max_entries) : path_(task), table_(task, path_, max_entries) {
    if (!table_.built())
      throw InputError(Diagnostic::about(
          "max-entries", fmt::format("vacancy: the table would have {} entries, more than max-entries = {}",
                                     table_.entries(), max_entries)));
  }

  int evaluate(StateView state) override {
    int distance = table_.distance(state);
    return distance == TargetPath::kUnreachable ? kDeadEnd : distance;
  }
  std::size_t memory_bytes() const override { return table_.memory_bytes(); }

 private:
  TargetPath path_;
  VacancyTable table_;
};

// 2^27 entries (128 MiB): the largest table the 145 published instances need is 66 million entries
// (B-h20-k1-i3-1), built in about 2 s; one this size still leaves a 2 GiB search most of its room.
constexpr int kDefaultVacancyEntries = 1 << 27;

// The option's declared bounds start at 0, so the conversion keeps the value.
std::uint64_t entries_option(const PluginOptions& options, const std::string& name) {
  return static_cast<std::uint64_t>(std::get<int>(options.at(name)));
}

}  // namespace

std::vector<HeuristicPlugin> class_heuristic_plugins() {
  std::vector<HeuristicPlugin> plugins;
  plugins.push_back(make_plugin("class-b", "Flying Block paper 5.4: ceil(d/k) + sum over path blockers of ceil(g_p/k)",
                                true, distance_plus_blockers));
  plugins.push_back(
      make_plugin("class-c", "Flying Block paper 5.5: 2(d_v + R + F) - M, for k = 1", true, alternating, true));
  plugins.push_back(make_plugin("class-d", "Flying Block paper 5.6: d_v + sum over path blockers of g_p (k = 1)", true,
                                distance_plus_blockers));
  plugins.push_back(make_plugin("class-e",
                                "Flying Block paper 5.7: d_v + sum over path blockers of ceil(g_p/2) - delta", true,
                                distance_plus_blockers));
  plugins.push_back(make_plugin("class-f", "Flying Block paper 5.8: ceil(d/k) + sum over blockers of ceil(g_i/k)", true,
                                distance_plus_blockers));
  plugins.push_back(make_plugin("class-g", "Flying Block paper 5.9: ceil(d/k)", true, distance_only));
  HeuristicPlugin published =
      make_plugin("class-c-published", "the authors' code for 5.5: the side term F counted twice", false, {}, true);
  published.create = [](const Environment& environment, const PluginOptions&) {
    const Task& task = environment.task();
    require_one_vacant_cell(task, "class-c-published");
    return std::make_unique<TargetPathHeuristic>(
        task, [&task](const TargetPath& path, StateView state) { return alternating_published(path, state, task); });
  };
  plugins.push_back(std::move(published));
  return plugins;
}

HeuristicPlugin target_path_heuristic_plugin() {
  return HeuristicPlugin{
      "target-path",
      "polyplan's own: min over relaxed target walks of T + max(G, B): T target moves, G forced gaps after moves "
      "that fill every vacant cell, B the other pieces' must-cover and row-cut moves",
      {true, true, {"flying-block"}},
      {PluginOption::integer("vacancy", kDefaultVacancyEntries, 0, std::numeric_limits<int>::max(),
                             "with one vacant cell, also the vacancy table's cost (the larger of the two) when the "
                             "table has at most this many entries (one byte each); 0: never")},
      [](const Environment& environment, const PluginOptions& options) {
        return std::make_unique<GapBoundHeuristic>(environment.task(), entries_option(options, "vacancy"));
      }};
}

HeuristicPlugin vacancy_heuristic_plugin() {
  return HeuristicPlugin{
      "vacancy",
      "polyplan's own, one vacant cell: the exact cost of a relaxation that keeps the target, the vacant cell and "
      "the single-cell pieces (every other piece is just 'covered')",
      {true, true, {"flying-block"}},
      {PluginOption::integer("max-entries", 200'000'000, 0, std::numeric_limits<int>::max(),
                             "the largest table to build (one byte per entry)")},
      [](const Environment& environment, const PluginOptions& options) {
        return std::make_unique<VacancyHeuristic>(environment.task(), entries_option(options, "max-entries"));
      }};
}

}  // namespace polyplan
