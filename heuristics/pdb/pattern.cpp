#include "heuristics/pdb/pattern.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <sstream>

#include "heuristics/pdb/blocker_problem.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// Units of a group are interchangeable, so only how many are kept matters. Keeping the group's
// first units (whatever their names) is what unit_choices and the abstract task rely on.
Pattern with_first_units(const Task& task, std::vector<bool> kept) {
  for (const std::vector<int>& group : task.groups()) {
    auto count =
        std::count_if(group.begin(), group.end(), [&](int unit) { return kept[static_cast<std::size_t>(unit)]; });
    for (std::size_t i = 0; i < group.size(); ++i)
      kept[static_cast<std::size_t>(group[i])] = static_cast<long>(i) < count;
  }
  Pattern pattern;
  for (std::size_t p = 0; p < kept.size(); ++p)
    if (kept[p]) pattern.push_back(static_cast<int>(p));
  return pattern;
}

std::string distinct_names(const Task& task) {
  std::vector<std::string> names;
  for (const TaskPiece& piece : task.pieces())
    if (std::find(names.begin(), names.end(), piece.name) == names.end()) names.push_back(piece.name);
  return fmt::format("{}", fmt::join(names, " "));
}

// Floor cells the goal asks for: the accepted placements of placed pieces and, when some pieces
// must be on goal cells, the frame's goal cells.
std::vector<Coord> goal_cells(const Task& task) {
  std::vector<Coord> cells;
  for (const GoalTest::PiecePlacement& placed : task.goal().placed())
    for (int placement : placed.placements)
      for (int floor : task.table(placed.piece).cells(placement)) cells.push_back(task.frame().coord(floor));
  if (!task.goal().on_goal_pieces().empty())
    for (int floor = 0; floor < task.frame().floor_count(); ++floor)
      if (task.frame().goal(floor)) cells.push_back(task.frame().coord(floor));
  return cells;
}

// The fewest row-plus-column steps from any cell the piece covers at the start to a goal cell:
// pieces near the goal are the ones most likely in the way.
int distance_to_goal(const Task& task, int piece, const std::vector<Coord>& goals) {
  int best = INT_MAX;
  for (int floor : task.table(piece).cells(static_cast<int>(task.initial_state()[static_cast<std::size_t>(piece)]))) {
    Coord at = task.frame().coord(floor);
    for (Coord goal : goals) best = std::min(best, std::abs(at.row - goal.row) + std::abs(at.col - goal.col));
  }
  return best;
}

}  // namespace

std::uint64_t pattern_entries(const Task& task, const Pattern& pattern) {
  std::uint64_t entries = 1;
  for (int piece : pattern)
    if (__builtin_mul_overflow(entries, static_cast<std::uint64_t>(task.table(piece).value_count()), &entries))
      return UINT64_MAX;
  return entries;
}

Pattern named_pattern(const Task& task, const std::string& names) {
  const auto& pieces = task.pieces();
  std::vector<bool> kept(pieces.size(), false);
  std::stringstream words(names);
  std::string name;
  while (words >> name) {
    bool named = false, taken = false;
    for (std::size_t p = 0; p < pieces.size() && !taken; ++p) {
      if (pieces[p].name != name) continue;
      named = true;
      if (!kept[p]) kept[p] = taken = true;
    }
    if (!named)
      throw NotApplicable(Diagnostic::about(
          "pieces", fmt::format("pdb: no piece is named '{}' (pieces: {})", name, distinct_names(task))));
    if (!taken) {
      auto count =
          std::count_if(pieces.begin(), pieces.end(), [&](const TaskPiece& piece) { return piece.name == name; });
      throw InputError(
          Diagnostic::about("pieces", count == 1 ? fmt::format("pdb: piece '{}' is named twice", name)
                                                 : fmt::format("pdb: only {} pieces are named '{}'", count, name)));
    }
  }
  if (task.agent() >= 0) kept[static_cast<std::size_t>(task.agent())] = true;
  return with_first_units(task, std::move(kept));
}

// The pieces a goal names (at and inside conditions, at any depth).
void named_by_goal(const Goal& goal, std::vector<bool>& named) {
  if (goal.kind == Goal::Kind::At || goal.kind == Goal::Kind::Inside)
    named[static_cast<std::size_t>(goal.piece)] = true;
  for (const Goal& part : goal.parts) named_by_goal(part, named);
}

Pattern automatic_pattern(const Task& task, std::uint64_t budget) {
  std::vector<bool> kept(task.pieces().size(), false);
  // Where every piece stays (blocker_problem.hpp) the table holds them all, whichever keep their
  // names: the agent and the pieces the goal names keep theirs, so the goal can still ask for them.
  if (keeps_every_piece(task.problem())) {
    named_by_goal(task.problem().goal, kept);
    if (task.agent() >= 0) kept[static_cast<std::size_t>(task.agent())] = true;
    return with_first_units(task, std::move(kept));
  }
  auto keep_if_it_fits = [&](int piece) {
    if (kept[static_cast<std::size_t>(piece)]) return;
    kept[static_cast<std::size_t>(piece)] = true;
    if (pattern_entries(task, with_first_units(task, kept)) > budget) kept[static_cast<std::size_t>(piece)] = false;
  };
  if (task.agent() >= 0) kept[static_cast<std::size_t>(task.agent())] = true;

  // Placed pieces in the reading order of their goal, so that a partial choice (15-puzzle tiles)
  // keeps pieces whose goals lie together.
  std::vector<std::pair<Coord, int>> placed;
  for (const GoalTest::PiecePlacement& goal : task.goal().placed()) {
    Coord anchor{INT_MAX, INT_MAX};
    if (!goal.placements.empty()) anchor = task.frame().coord(task.table(goal.piece).cells(goal.placements.front())[0]);
    placed.emplace_back(anchor, goal.piece);
  }
  std::sort(placed.begin(), placed.end());
  for (const auto& [anchor, piece] : placed) keep_if_it_fits(piece);
  std::vector<int> on_goal = task.goal().on_goal_pieces();
  std::sort(on_goal.begin(), on_goal.end());
  for (int piece : on_goal) keep_if_it_fits(piece);

  // Then the pieces in the way, nearest the goal first; they only matter once some goal piece is
  // kept (else the abstract goal always holds). Units outside the goal are left out: a partly
  // kept group would have to be consulted once per choice of its units.
  bool goal_kept =
      std::any_of(placed.begin(), placed.end(),
                  [&](const auto& goal) { return kept[static_cast<std::size_t>(goal.second)]; }) ||
      std::any_of(on_goal.begin(), on_goal.end(), [&](int piece) { return kept[static_cast<std::size_t>(piece)]; });
  if (!goal_kept) return with_first_units(task, std::move(kept));
  std::vector<Coord> goals = goal_cells(task);
  std::vector<std::pair<int, int>> others;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (!kept[p] && !task.pieces()[p].unit)
      others.emplace_back(distance_to_goal(task, static_cast<int>(p), goals), static_cast<int>(p));
  std::sort(others.begin(), others.end());
  for (const auto& [distance, piece] : others) keep_if_it_fits(piece);
  return with_first_units(task, std::move(kept));
}

std::string pattern_names(const Task& task, const Pattern& pattern) {
  auto name = [&](int piece) { return task.pieces()[static_cast<std::size_t>(piece)].name; };
  return fmt::format("{}", fmt::join(pattern | ranges::views::transform(name), " "));
}

}  // namespace polyplan
