#pragma once
#include <cstdint>
#include <span>
#include <vector>

namespace polyplan {

class Task;
struct Goal;
enum class CountRelation;

// The goal compiled to placement lookups: a conjunction of "piece p is in one of these
// placements" (from at-goals, possibly several for pieces that may lie in any orientation on the
// same cells) and "every piece of these is on goal cells" (from all-on-goal), which every
// heuristic reads; then the counts and the other conditions of the goal's top-level conjunction
// (or, not, on, inside, shape), which only the test and the generic heuristics read.
class GoalTest {
 public:
  GoalTest() = default;
  GoalTest(const Task& task, const Goal& goal);

  // Inline for the pieces that have one accepted placement each (every at-goal, as a rule): the
  // test runs once per expansion, and most states fail at the first piece.
  bool satisfied(std::span<const std::uint32_t> state) const {
    for (const Fixed& fixed : fixed_)
      if (state[fixed.piece] != fixed.placement) return false;
    return only_fixed_ || satisfied_otherwise(state);
  }
  // Pieces placed by at-goals, with their accepted placements (for heuristics).
  struct PiecePlacement {
    int piece;
    std::vector<int> placements;
  };
  const std::vector<PiecePlacement>& placed() const { return placed_; }
  const std::vector<int>& on_goal_pieces() const { return on_goal_pieces_; }

  // A count goal of the top-level conjunction: how many of `pieces` may be left on the board.
  struct PieceCount {
    std::vector<int> pieces;
    CountRelation relation;
    int count;
  };
  const std::vector<PieceCount>& counts() const { return counts_; }
  // Pieces of `count` still on the board in `state`.
  int left(const PieceCount& count, std::span<const std::uint32_t> state) const {
    return on_board(count.pieces, state);
  }
  // Whether the goal has parts beyond placed() and on_goal_pieces(): counts or other conditions.
  bool beyond_placements() const { return !counts_.empty() || !conditions_.empty(); }
  // Whether the conditions other than placements and counts hold (true when there are none).
  bool conditions_hold(std::span<const std::uint32_t> state) const;

 private:
  // A part of the goal that is not a top-level placement: evaluated as a tree.
  struct Condition {
    enum class Kind { Placement, OnGoal, And, Or, Not, On, Count, Shape };
    Kind kind = Kind::And;
    int piece = -1;              // Placement, OnGoal
    std::vector<bool> accepted;  // Placement: by placement value
    std::vector<int> pieces;     // On, Count: the pieces of the kind
    std::vector<int> cells;      // On: floor cells
    CountRelation relation{};    // Count
    int count = 0;               // Count
    std::vector<Condition> parts;
    // Shape: per part, the piece (At) or the kind's pieces (On) and the cells as drawn.
    struct ShapePart {
      int piece = -1;
      std::vector<int> pieces;
      std::vector<int> rows;
      std::vector<int> cols;
    };
    std::vector<ShapePart> shape;
  };

  void compile(const Task& task, const Goal& goal);
  Condition condition(const Task& task, const Goal& goal) const;
  bool holds(const Condition& condition, std::span<const std::uint32_t> state) const;
  bool shape_holds(const Condition& condition, std::span<const std::uint32_t> state) const;
  bool shape_holds_at(const Condition& condition, std::span<const std::uint32_t> state, int row_shift,
                      int col_shift) const;
  bool covered_by(const std::vector<int>& pieces, int floor, std::span<const std::uint32_t> state) const;
  int on_board(const std::vector<int>& pieces, std::span<const std::uint32_t> state) const;
  bool satisfied_otherwise(std::span<const std::uint32_t> state) const;
  struct Fixed {
    std::size_t piece;
    std::uint32_t placement;
  };
  std::vector<Fixed> fixed_;  // the placed_ pieces with one accepted placement
  bool only_fixed_ = true;    // no other placed_ piece, on-goal piece, count or condition
  std::vector<PiecePlacement> placed_;
  std::vector<int> on_goal_pieces_;
  std::vector<std::vector<bool>> accepted_;  // per entry of placed_: placement -> accepted
  std::vector<PieceCount> counts_;
  std::vector<Condition> conditions_;
  const Task* task_ = nullptr;
};

}  // namespace polyplan
