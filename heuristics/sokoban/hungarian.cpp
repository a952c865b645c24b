#include "heuristics/sokoban/hungarian.hpp"

#include <algorithm>
#include <limits>

namespace polyplan {

void Hungarian::reset(int rows, int columns) {
  rows_ = rows;
  columns_ = columns;
  costs_.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns), 0);
}

Hungarian::Cost Hungarian::solve() {
  const std::size_t n = static_cast<std::size_t>(rows_), m = static_cast<std::size_t>(columns_);
  u_.assign(n + 1, 0);
  v_.assign(m + 1, 0);
  row_of_column_.assign(m + 1, 0);  // 0: the column is free
  way_.assign(m + 1, 0);
  for (std::size_t i = 1; i <= n; ++i) add_row(i);
  return finish();
}

void Hungarian::save(Solution& out) const {
  out.u = u_;
  out.v = v_;
  out.row_of_column = row_of_column_;
}

Hungarian::Cost Hungarian::resolve(const Solution& from, std::span<const int> changed) {
  const std::size_t m = static_cast<std::size_t>(columns_);
  u_ = from.u;
  v_ = from.v;
  row_of_column_ = from.row_of_column;
  way_.assign(m + 1, 0);
  // Each changed row leaves the assignment; every assigned pair is still tight and every other
  // row's reduced costs are still non-negative, which is what a phase starts from. A changed row's
  // own potential needs no repair: its phase's first step, with only the row in its tree, moves
  // that potential to the row's least reduced cost, whatever it was.
  for (int changed_row : changed) {
    const int row = changed_row + 1;
    for (std::size_t j = 1; j <= m; ++j)
      if (row_of_column_[j] == row) row_of_column_[j] = 0;
  }
  for (int changed_row : changed) {
    const int row = changed_row + 1;
    // A row named twice is back in the assignment after its first phase.
    if (std::find(row_of_column_.begin() + 1, row_of_column_.end(), row) == row_of_column_.end())
      add_row(static_cast<std::size_t>(row));
  }
  return finish();
}

void Hungarian::add_row(std::size_t i) {
  const std::size_t m = static_cast<std::size_t>(columns_);
  const Cost unbounded = std::numeric_limits<Cost>::max();
  // The phase adds row i to the assignment along a shortest augmenting path in reduced costs,
  // growing a tree of tight edges from the virtual column 0 and raising potentials by the
  // smallest slack each time no tight edge leaves the tree.
  row_of_column_[0] = static_cast<int>(i);
  std::size_t column = 0;
  min_slack_.assign(m + 1, unbounded);
  used_.assign(m + 1, 0);
  tree_.clear();
  // Raw pointers with the row's cost and potential read once: through the vectors the compiler
  // must assume that every store to min_slack_ may change u_ and v_ (the same element type).
  // The column loops are written without branches on `used` (a select instead), since which
  // columns the tree holds changes from one step to the next and mispredicts otherwise; the
  // potentials of the tree's columns are raised from the list of them.
  Cost* const slack_of = min_slack_.data();
  Cost* const v = v_.data();
  int* const way = way_.data();
  const char* const used = used_.data();
  do {
    used_[column] = 1;
    tree_.push_back(column);
    const std::size_t row = static_cast<std::size_t>(row_of_column_[column]);
    std::size_t next = 0;
    Cost delta = unbounded;
    const Cost* const row_costs = costs_.data() + (row - 1) * m - 1;  // indexed by column j >= 1
    const Cost row_potential = u_[row];
    const int from = static_cast<int>(column);
    for (std::size_t j = 1; j <= m; ++j) {
      const Cost slack = row_costs[j] - row_potential - v[j];
      const bool open = !used[j];
      const bool improves = open && slack < slack_of[j];
      slack_of[j] = improves ? slack : slack_of[j];
      way[j] = improves ? from : way[j];
      const Cost candidate = open ? slack_of[j] : unbounded;
      next = candidate < delta ? j : next;
      delta = candidate < delta ? candidate : delta;
    }
    for (std::size_t tree_column : tree_) {
      u_[static_cast<std::size_t>(row_of_column_[tree_column])] += delta;
      v[tree_column] -= delta;
    }
    for (std::size_t j = 0; j <= m; ++j) slack_of[j] -= used[j] ? 0 : delta;
    column = next;
  } while (row_of_column_[column] != 0);
  // Flip the augmenting path back to the virtual column.
  do {
    std::size_t previous = static_cast<std::size_t>(way_[column]);
    row_of_column_[column] = row_of_column_[previous];
    column = previous;
  } while (column != 0);
}

Hungarian::Cost Hungarian::finish() {
  const std::size_t n = static_cast<std::size_t>(rows_), m = static_cast<std::size_t>(columns_);
  column_of_.assign(n, -1);
  Cost total = 0;
  for (std::size_t j = 1; j <= m; ++j)
    if (row_of_column_[j] != 0) {
      std::size_t row = static_cast<std::size_t>(row_of_column_[j]) - 1;
      column_of_[row] = static_cast<int>(j) - 1;
      total += costs_[row * m + (j - 1)];
    }
  return total;
}

}  // namespace polyplan
