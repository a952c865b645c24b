#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "heuristics/sokoban/hungarian.hpp"
#include "heuristics/sokoban/level_tables.hpp"
#include "heuristics/sokoban/linear_conflicts.hpp"

namespace polyplan {

// The enhanced minimum matching: every box ends on its own goal, so the cheapest assignment of
// boxes to distinct goals by push distance is a lower bound (the paper's M*), plus two per linear
// conflict (LinearConflicts says when that stays admissible). No assignment with finite
// distances means no box arrangement on the goals is reachable: a dead end (a bipartite
// deadlock). With that test off, such a state gets the sum of each box's distance to its nearest
// goal, the bound without distinct goals, so that the deadlock test can be measured. Shared by the `emm`
// plugin and the heuristics that fall back on it.
//
// Warm matching. A search evaluates the children of one state in a row, and a child differs from
// its parent in one box (a push, or a macro that moves one box), so two siblings differ in two
// rows of the cost matrix: a box's row depends only on its cell and the sides of it the agent
// reaches, and those stay put for every box the move did not touch (the agent's regions before
// and after meet at the pusher's cell, away from the other boxes). With `warm`, the estimate keeps
// the last matrix it solved and its solution, finds which rows changed, and re-solves from there,
// one Hungarian phase per changed row instead of one per box (Hungarian::resolve). The optimum
// is the same number; the dual potentials may be other optimal ones, so the conflict term, which
// reads them, can differ from a cold solve's (and stays admissible with any optimal duals).
class EmmEstimate {
 public:
  // Larger than any sum of finite distances (each below 2^16, fewer than 2^16 boxes).
  static constexpr Hungarian::Cost kNoPath = Hungarian::Cost(1) << 32;

  EmmEstimate(int floor_count, bool with_conflicts, bool matching_deadlocks = true, bool warm = false)
      : conflicts_(floor_count),
        with_conflicts_(with_conflicts),
        matching_deadlocks_(matching_deadlocks),
        warm_(warm),
        row_of_cell_(static_cast<std::size_t>(floor_count), -1) {}

  // `boxes` are the cells of the boxes that may still move, `has_box` marks every box; the
  // estimate, or Heuristic::kDeadEnd.
  int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent, const BoxMap& has_box);

 private:
  // One row of the cost matrix: whose it is and what it holds (the distances run the row's
  // costs come from identifies them: one per cell and sides).
  struct Row {
    int cell;
    unsigned sides;
    const std::uint16_t* distances;
  };

  enum class Outcome { Solved, Dead, Cold };
  // Fills every row of the matrix and solves it; Dead (and nothing kept to start from) on a box
  // that reaches no goal.
  Outcome solve_cold(int goals);
  // Re-solves from the kept solution when fewer rows changed than there are rows, Cold when it
  // cannot save work that way, Dead when a new row reaches no goal (the kept matrix untouched).
  Outcome solve_warm(int goals);
  // Writes row `row` of the matrix from `rows_[row]`; its nearest goal's distance, or kNoPath.
  Hungarian::Cost fill_row(int row, int goals);
  int finish(const LevelTables& tables, const BoxMap& has_box);

  LinearConflicts conflicts_;
  bool with_conflicts_;
  bool matching_deadlocks_;
  bool warm_;
  Hungarian matching_;
  Hungarian::Cost total_ = 0;

  std::vector<Row> wanted_;  // this call's boxes, in the state's order
  // The matrix's rows as they stand (after a warm solve, no longer in the state's order), their
  // nearest goals, and whether they and `kept_` describe the matrix: a cold fill that stopped at a
  // dead box leaves it half written.
  std::vector<Row> rows_;
  std::vector<Hungarian::Cost> nearest_;
  const LevelTables* kept_tables_ = nullptr;
  Hungarian::Solution kept_;
  bool kept_valid_ = false;
  std::vector<int> row_of_cell_;  // per floor cell: the kept row on it, -1 elsewhere (between calls)
  std::vector<int> changed_, unplaced_;
  std::vector<unsigned char> matched_;
  std::vector<int> row_cells_;
  std::vector<unsigned> row_sides_;
};

}  // namespace polyplan
