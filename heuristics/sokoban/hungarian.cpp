#include "heuristics/sokoban/hungarian.hpp"

#include <limits>

namespace polyplan {

void Hungarian::reset(int rows, int columns) {
  rows_ = rows;
  columns_ = columns;
  costs_.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns), 0);
}

Hungarian::Cost Hungarian::solve() {
  const std::size_t n = static_cast<std::size_t>(rows_), m = static_cast<std::size_t>(columns_);
  const Cost unbounded = std::numeric_limits<Cost>::max();
  u_.assign(n + 1, 0);
  v_.assign(m + 1, 0);
  row_of_column_.assign(m + 1, 0);  // 0: the column is free
  way_.assign(m + 1, 0);
  // Each phase adds row i to the assignment along a shortest augmenting path in reduced costs,
  // growing a tree of tight edges from the virtual column 0 and raising potentials by the
  // smallest slack each time no tight edge leaves the tree.
  for (std::size_t i = 1; i <= n; ++i) {
    row_of_column_[0] = static_cast<int>(i);
    std::size_t column = 0;
    min_slack_.assign(m + 1, unbounded);
    used_.assign(m + 1, 0);
    // Raw pointers with the row's cost and potential read once: through the vectors the compiler
    // must assume that every store to min_slack_ may change u_ and v_ (the same element type).
    Cost* const slack_of = min_slack_.data();
    const Cost* const v = v_.data();
    int* const way = way_.data();
    const char* const used = used_.data();
    do {
      used_[column] = 1;
      std::size_t row = static_cast<std::size_t>(row_of_column_[column]), next = 0;
      Cost delta = unbounded;
      const Cost* const row_costs = costs_.data() + (row - 1) * m - 1;  // indexed by column j >= 1
      const Cost row_potential = u_[row];
      for (std::size_t j = 1; j <= m; ++j) {
        if (used[j]) continue;
        const Cost slack = row_costs[j] - row_potential - v[j];
        Cost best = slack_of[j];
        if (slack < best) {
          slack_of[j] = best = slack;
          way[j] = static_cast<int>(column);
        }
        if (best < delta) {
          delta = best;
          next = j;
        }
      }
      for (std::size_t j = 0; j <= m; ++j) {
        if (used_[j]) {
          u_[static_cast<std::size_t>(row_of_column_[j])] += delta;
          v_[j] -= delta;
        } else {
          min_slack_[j] -= delta;
        }
      }
      column = next;
    } while (row_of_column_[column] != 0);
    // Flip the augmenting path back to the virtual column.
    do {
      std::size_t previous = static_cast<std::size_t>(way_[column]);
      row_of_column_[column] = row_of_column_[previous];
      column = previous;
    } while (column != 0);
  }
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
