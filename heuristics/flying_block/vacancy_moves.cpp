#include "heuristics/flying_block/vacancy_moves.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// The one cell of `from` missing from `to`, or -1 unless the two differ in exactly one cell each.
int only_cell_left(std::uint64_t from, std::uint64_t to) {
  std::uint64_t left = from & ~to;
  return std::popcount(left) == 1 && std::popcount(to & ~from) == 1 ? std::countr_zero(left) : -1;
}

}  // namespace

std::uint64_t cell_mask(Bits bits) { return bits.empty() ? 0 : bits[0]; }

std::optional<std::string> VacancyMoves::refusal(const Task& task) {
  const Problem& problem = task.problem();
  if (problem.vacant_cells() != 1)
    return fmt::format("needs one vacant cell (k = 1); this problem has k = {}", problem.vacant_cells());
  if (task.frame().floor_count() > kMaxFloor)
    return fmt::format("needs at most {} floor cells; this frame has {}", kMaxFloor, task.frame().floor_count());
  if (!task.goal().on_goal_pieces().empty() || task.goal().placed().size() != 1)
    return "needs a goal that places the target alone";
  for (const MoveRule& rule : problem.domain.moves)
    if (rule.has_agent() || rule.path == MovePath::Unspecified)
      return fmt::format("knows pieces that fly or move in straight lines on their own, not those of rule '{}'",
                         rule.name);
  return std::nullopt;
}

VacancyMoves::VacancyMoves(const Task& task, const TargetPath& path) : floor_count_(task.frame().floor_count()) {
  if (auto why = refusal(task)) throw NotApplicable(Diagnostic::about("heuristic", "the vacancy table " + *why));

  // Every piece of two or more cells moves within its own table, so the steps of all tables that
  // such pieces use, between placements one cell apart, are every move they can make.
  std::vector<char> used(task.tables().size(), 0);
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    if (static_cast<int>(p) == path.target()) continue;
    int table = task.pieces()[p].table;
    if (task.tables()[std::size_t(table)].cells_per_placement() == 1)
      single_cells_.push_back(static_cast<int>(p));
    else
      used[std::size_t(table)] = 1;
  }
  piece_steps_.assign(std::size_t(floor_count_), {});
  for (std::size_t t = 0; t < used.size(); ++t) {
    if (!used[t]) continue;
    const PlacementTable& table = task.tables()[t];
    for (int from = 0; from < table.size(); ++from)
      for (int to = 0; to < table.size(); ++to) {
        std::uint64_t old_cells = cell_mask(table.bits(from)), new_cells = cell_mask(table.bits(to));
        int leaves = only_cell_left(old_cells, new_cells);
        if (leaves < 0) continue;
        int enters = std::countr_zero(new_cells & ~old_cells);
        piece_steps_[std::size_t(enters)].push_back({leaves, old_cells});
      }
  }
  // Keep, per vacant cell and cell left, only the least demanding piece masks: a step whose piece
  // mask contains another's with the same cell left is allowed whenever that one is.
  for (auto& steps : piece_steps_) {
    std::sort(steps.begin(), steps.end(), [](const PieceStep& a, const PieceStep& b) {
      return a.leaves != b.leaves ? a.leaves < b.leaves : std::popcount(a.piece) < std::popcount(b.piece);
    });
    std::vector<PieceStep> kept;
    for (const PieceStep& step : steps) {
      bool dominated = std::any_of(kept.begin(), kept.end(), [&](const PieceStep& other) {
        return other.leaves == step.leaves && (other.piece & ~step.piece) == 0;
      });
      if (!dominated) kept.push_back(step);
    }
    steps = std::move(kept);
  }

  // With one vacant cell the target's relaxed steps (TargetPath) are exactly its moves here: to a
  // placement one cell away.
  const PlacementTable& targets = task.table(path.target());
  target_cells_.resize(std::size_t(targets.size()));
  target_steps_.assign(std::size_t(targets.size()), {});
  for (int p = 0; p < targets.size(); ++p) target_cells_[std::size_t(p)] = cell_mask(targets.bits(p));
  for (int from = 0; from < targets.size(); ++from)
    for (int to : path.neighbours(from)) {
      std::uint64_t old_cells = target_cells_[std::size_t(from)], new_cells = target_cells_[std::size_t(to)];
      target_steps_[std::size_t(from)].push_back(
          {to, std::countr_zero(new_cells & ~old_cells), std::countr_zero(old_cells & ~new_cells)});
    }
}

}  // namespace polyplan
