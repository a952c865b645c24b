#include "heuristics/sokoban/emm_estimate.hpp"

#include <algorithm>

#include "heuristics/heuristic.hpp"

namespace polyplan {

int EmmEstimate::estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent, const BoxMap& has_box) {
  const PushDistances& distances = tables.distances;
  const int goals = distances.goal_count();
  const std::size_t rows = boxes.size();
  // Frozen boxes and the goals under them leave in pairs, so rows <= goals as the matching needs.
  if (rows > static_cast<std::size_t>(goals)) return Heuristic::kDeadEnd;
  wanted_.resize(rows);
  for (std::size_t row = 0; row < rows; ++row) {
    const int box = boxes[row];
    const unsigned sides = distances.reachable_sides(box, agent);
    wanted_[row] = {box, sides, distances.goal_row(box, sides).data()};
  }
  // Resolving needs a square matrix (Hungarian::resolve), and the kept one must be of these tables.
  Outcome outcome = Outcome::Cold;
  if (warm_ && kept_valid_ && kept_tables_ == &tables && rows == static_cast<std::size_t>(goals) &&
      rows_.size() == rows)
    outcome = solve_warm(goals);
  if (outcome == Outcome::Cold) {
    kept_tables_ = &tables;
    outcome = solve_cold(goals);
  }
  if (outcome == Outcome::Dead) return Heuristic::kDeadEnd;
  return finish(tables, has_box);
}

Hungarian::Cost EmmEstimate::fill_row(int row, int goals) {
  const std::uint16_t* const row_distances = rows_[static_cast<std::size_t>(row)].distances;
  Hungarian::Cost nearest = kNoPath;
  for (int goal = 0; goal < goals; ++goal) {
    const int distance = row_distances[goal];
    const Hungarian::Cost cost = matching_.cost(row, goal) = distance == PushDistances::kInfinite ? kNoPath : distance;
    nearest = std::min(nearest, cost);
  }
  return nearest;
}

EmmEstimate::Outcome EmmEstimate::solve_cold(int goals) {
  kept_valid_ = false;
  const int rows = static_cast<int>(wanted_.size());
  matching_.reset(rows, goals);
  rows_ = wanted_;
  nearest_.resize(wanted_.size());
  for (int row = 0; row < rows; ++row) {
    nearest_[static_cast<std::size_t>(row)] = fill_row(row, goals);
    // No need to match: this box reaches no goal at all.
    if (nearest_[static_cast<std::size_t>(row)] == kNoPath) return Outcome::Dead;
  }
  total_ = matching_.solve();
  if (warm_) {
    matching_.save(kept_);
    kept_valid_ = true;
  }
  return Outcome::Solved;
}

EmmEstimate::Outcome EmmEstimate::solve_warm(int goals) {
  const std::size_t rows = rows_.size();
  for (std::size_t row = 0; row < rows; ++row)
    row_of_cell_[static_cast<std::size_t>(rows_[row].cell)] = static_cast<int>(row);
  matched_.assign(rows, 0);
  unplaced_.clear();
  for (std::size_t want = 0; want < rows; ++want) {
    const int row = row_of_cell_[static_cast<std::size_t>(wanted_[want].cell)];
    if (row >= 0 && rows_[static_cast<std::size_t>(row)].distances == wanted_[want].distances)
      matched_[static_cast<std::size_t>(row)] = 1;
    else
      unplaced_.push_back(static_cast<int>(want));
  }
  for (const Row& row : rows_) row_of_cell_[static_cast<std::size_t>(row.cell)] = -1;
  // A resolve costs a phase per changed row, a cold solve one per row plus the whole fill.
  if (unplaced_.size() >= rows) return Outcome::Cold;
  for (int want : unplaced_) {
    const std::uint16_t* const row_distances = wanted_[static_cast<std::size_t>(want)].distances;
    if (std::all_of(row_distances, row_distances + goals,
                    [](std::uint16_t distance) { return distance == PushDistances::kInfinite; }))
      return Outcome::Dead;
  }
  changed_.clear();
  for (std::size_t row = 0; row < rows; ++row)
    if (!matched_[row]) changed_.push_back(static_cast<int>(row));
  for (std::size_t k = 0; k < changed_.size(); ++k) {
    const std::size_t row = static_cast<std::size_t>(changed_[k]);
    rows_[row] = wanted_[static_cast<std::size_t>(unplaced_[k])];
    nearest_[row] = fill_row(changed_[k], goals);
  }
  total_ = matching_.resolve(kept_, changed_);
  matching_.save(kept_);
  return Outcome::Solved;
}

int EmmEstimate::finish(const LevelTables& tables, const BoxMap& has_box) {
  if (total_ >= kNoPath) {
    if (matching_deadlocks_) return Heuristic::kDeadEnd;
    Hungarian::Cost nearest_sum = 0;  // each box to its nearest goal: the bound without distinct goals
    for (Hungarian::Cost nearest : nearest_) nearest_sum += nearest;
    return static_cast<int>(nearest_sum);
  }
  if (!with_conflicts_) return static_cast<int>(total_);
  row_cells_.resize(rows_.size());
  row_sides_.resize(rows_.size());
  for (std::size_t row = 0; row < rows_.size(); ++row) {
    row_cells_[row] = rows_[row].cell;
    row_sides_[row] = rows_[row].sides;
  }
  return static_cast<int>(total_) +
         2 * conflicts_.count(tables.board, tables.distances, row_cells_, row_sides_, has_box, matching_);
}

}  // namespace polyplan
