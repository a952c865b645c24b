#pragma once
#include <cstddef>
#include <functional>
#include <span>
#include <vector>

#include "heuristics/sokoban/hungarian.hpp"

namespace polyplan {

// Heuristic D's minimum over assignments of maze boxes to cut squares (Pereira et al. 2016,
// Section 3.2). Some boxes of the maze zone are grouped in parts; an assignment sends every box of
// a part to one cut square. Its value is the maze side, the pattern database's pushes for each
// part to bring its boxes onto their cuts (part_cost, with the boxes counted per cut), plus the
// goal side, the cheapest matching of goals to the boxes that stay where they are (their costs
// given) and to the part boxes, each from its cut. Any solution sends every part box to some cut
// first, so its pushes are at least the value of the assignment it follows: the minimum over
// every assignment is a lower bound.
class CutAssignment {
 public:
  static constexpr Hungarian::Cost kNoPath = Hungarian::Cost(1) << 32;
  static constexpr int kInfinite = 0xFFFF;

  struct Problem {
    int cuts = 0;
    int goals = 0;
    // Rows of the boxes that stay where they are: rows x goals, kNoPath where a goal is out of reach.
    std::vector<Hungarian::Cost> fixed;
    // Pushes from each cut square to each goal (cuts x goals), kInfinite where out of reach.
    std::vector<int> from_cut;
    // The boxes of each part, as indices into `alone`.
    std::vector<std::vector<int>> parts;
    // Per part box: pushes to each cut square with no other box on the board (cuts per box),
    // kInfinite where out of reach; at most part_cost of any part holding it.
    std::vector<std::vector<int>> alone;
    // The pattern database's pushes for a part with counts[c] of its boxes ending on cut c;
    // kInfinite when the part cannot end so.
    std::function<int(int part, const int* counts)> part_cost;
  };

  // Every assignment in turn (|C| to the number of part boxes of them): D_E.
  Hungarian::Cost exhaustive(const Problem& problem);
  // Best-first branch and bound (D_B): boxes are assigned one at a time; a node's bound counts
  // the database for the parts that are fully assigned and, for every other part box, its pushes
  // alone to its cut (or the cheapest cut and onwards, when not assigned yet) in the goal side's
  // rows. The bound never falls from parent to child and is exact on a full assignment, so the
  // first full one taken is the minimum. After `max_nodes` nodes the smallest open bound is
  // returned: still a lower bound on the minimum.
  Hungarian::Cost branch_and_bound(const Problem& problem, std::size_t max_nodes);
  // Nodes the last branch and bound took.
  std::size_t nodes() const { return nodes_; }

 private:
  // The matching's matrix for a (partial) assignment, cut[b] for assigned part boxes and -1 for
  // the others, in matching_; returns the database's pushes for the parts fully assigned, or
  // kNoPath (and no matrix) when some part cannot end so or the boxes outnumber the goals.
  Hungarian::Cost fill(const Problem& problem, const std::vector<int>& cut);
  // The value of the assignment: solved whole, or from `from` (the state of an assignment whose
  // matrix differs only in the rows `changed`); the state left is saved in `solved`.
  Hungarian::Cost bound(const Problem& problem, const std::vector<int>& cut, const Hungarian::Solution* from,
                        std::span<const int> changed, Hungarian::Solution* solved);
  // The rows of the boxes that stay where they are come first in the matrix.
  static int fixed_rows(const Problem& problem);

  Hungarian matching_;
  bool last_solved_ = false;  // whether the last bound() solved a matrix (and saved its state)
  std::size_t nodes_ = 0;
};

}  // namespace polyplan
