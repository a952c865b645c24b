#pragma once
#include <cstdint>
#include <span>
#include <vector>

namespace polyplan {

// Minimum-cost assignment of n rows to distinct columns of an n x m cost matrix (n <= m) by the
// Hungarian algorithm with potentials (Kuhn-Munkres, O(n^2 m)). Besides the assignment it keeps
// the dual potentials u (rows) and v (columns): u[i] + v[j] <= cost(i, j) everywhere, v[j] <= 0,
// equality on assigned pairs, v[j] = 0 on unassigned columns, so sum(u) + sum(v) is the optimum.
// The linear-conflict term reads reduced costs from them.
//
// Costs are whole numbers; a pair that may not be assigned gets a cost larger than any sum of
// allowed ones (the caller's "infinite"), and then an optimum of at least that value means no
// assignment avoids it. Buffers are kept between calls: solving allocates nothing once warm.
class Hungarian {
 public:
  using Cost = std::int64_t;

  // Resizes the matrix to rows x columns; entries are then set with cost().
  void reset(int rows, int columns);
  Cost& cost(int row, int column) {
    return costs_[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns_) +
                  static_cast<std::size_t>(column)];
  }
  Cost cost(int row, int column) const {
    return costs_[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns_) +
                  static_cast<std::size_t>(column)];
  }

  // Solves and returns the optimal total cost.
  Cost solve();

  // What a solve leaves (potentials and assignment), to start later solves from.
  struct Solution {
    std::vector<Cost> u, v;
    std::vector<int> row_of_column;
  };
  void save(Solution& out) const;
  // The optimal total cost again after the rows in `changed` got new costs, the rest of the
  // matrix as it was when `from` was saved after a solve. Square matrices only: there a column
  // a changed row leaves may keep any potential, where a rectangular problem needs the free
  // columns' at zero. Each changed row costs one phase, O(rows x columns), instead of the rows
  // times that of a whole solve; the total is the same (the optimum is one number), the
  // assignment and potentials may be other optimal ones.
  Cost resolve(const Solution& from, std::span<const int> changed);

  int column_of(int row) const { return column_of_[static_cast<std::size_t>(row)]; }
  Cost row_potential(int row) const { return u_[static_cast<std::size_t>(row) + 1]; }
  Cost column_potential(int column) const { return v_[static_cast<std::size_t>(column) + 1]; }
  // cost(row, column) - u(row) - v(column): never negative; 0 on assigned pairs.
  Cost reduced_cost(int row, int column) const {
    return cost(row, column) - row_potential(row) - column_potential(column);
  }

 private:
  // One phase: row i (1-based) joins the assignment along a shortest augmenting path.
  void add_row(std::size_t i);
  // The assignment per row (column_of_) and its total cost.
  Cost finish();

  int rows_ = 0;
  int columns_ = 0;
  std::vector<Cost> costs_;
  // 1-based as in the textbook formulation: index 0 is the virtual column the search starts from.
  std::vector<Cost> u_, v_, min_slack_;
  std::vector<int> row_of_column_, way_, column_of_;
  std::vector<char> used_;
  std::vector<std::size_t> tree_;  // the columns of the phase's tree, in the order they joined
};

}  // namespace polyplan
