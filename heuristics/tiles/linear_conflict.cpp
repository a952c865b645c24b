#include <algorithm>

#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"

namespace polyplan {
namespace {

// Manhattan distance plus linear conflicts (Hansson, Mayer and Yung): tiles that sit in their
// goal row but in the wrong order cannot pass each other inside the row, so all but an ordered
// subset of them must leave the row and come back, two moves each that Manhattan does not count.
// The fewest tiles to take out is the line's length minus its longest increasing run of goal
// columns (exact, so never more than the greedy count others use); the same holds for columns.
// Row and column removals are vertical and horizontal moves respectively, so they add.
class LinearConflict final : public Heuristic {
 public:
  explicit LinearConflict(const Task& task) : goals_(task, "linear-conflict") {
    rows_ = task.frame().rows();
    cols_ = task.frame().cols();
  }

  int evaluate(StateView state) override {
    row_lines_.assign(std::size_t(rows_), {});
    col_lines_.assign(std::size_t(cols_), {});
    int manhattan = 0;
    for (int tile = 0; tile < goals_.tiles(); ++tile) {
      const auto& goal = goals_.goal(tile);
      if (!goal) continue;
      Coord at = goals_.at(tile, state[std::size_t(tile)]);
      manhattan += goals_.distance(tile, state[std::size_t(tile)]);
      if (at.row == goal->row) row_lines_[std::size_t(at.row)].emplace_back(at.col, goal->col);
      if (at.col == goal->col) col_lines_[std::size_t(at.col)].emplace_back(at.row, goal->row);
    }
    int removals = 0;
    for (auto& line : row_lines_) removals += must_leave(line);
    for (auto& line : col_lines_) removals += must_leave(line);
    return manhattan + 2 * removals;
  }

 private:
  // (position now, goal position) of the tiles in one line that belong to it.
  int must_leave(std::vector<std::pair<int, int>>& line) {
    if (line.size() < 2) return 0;
    std::sort(line.begin(), line.end());
    run_.clear();
    for (const auto& [now, goal] : line) {
      auto slot = std::lower_bound(run_.begin(), run_.end(), goal);
      if (slot == run_.end())
        run_.push_back(goal);
      else
        *slot = goal;
    }
    return static_cast<int>(line.size() - run_.size());
  }

  TileGoals goals_;
  int rows_ = 0, cols_ = 0;
  std::vector<std::vector<std::pair<int, int>>> row_lines_, col_lines_;
  std::vector<int> run_;
};

}  // namespace

HeuristicPlugin linear_conflict_heuristic_plugin() {
  return HeuristicPlugin{"linear-conflict",
                         "sliding tiles: manhattan plus two moves per tile that must leave its goal row or column",
                         {true, true, {"sliding-tiles"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<LinearConflict>(environment.task());
                         }};
}

}  // namespace polyplan
