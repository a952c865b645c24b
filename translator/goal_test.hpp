#pragma once
#include <cstdint>
#include <span>
#include <vector>

namespace polyplan {

class Task;
struct Goal;

// The goal compiled to placement lookups: a conjunction of "piece p is in one of these
// placements" (from at-goals, possibly several for pieces that may lie in any orientation on the
// same cells) and "every piece of these is on goal cells" (from all-on-goal).
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

 private:
  void compile(const Task& task, const Goal& goal);
  bool satisfied_otherwise(std::span<const std::uint32_t> state) const;
  struct Fixed {
    std::size_t piece;
    std::uint32_t placement;
  };
  std::vector<Fixed> fixed_;  // the placed_ pieces with one accepted placement
  bool only_fixed_ = true;    // no other placed_ piece and no on-goal piece
  std::vector<PiecePlacement> placed_;
  std::vector<int> on_goal_pieces_;
  std::vector<std::vector<bool>> accepted_;  // per entry of placed_: placement -> accepted
  const Task* task_ = nullptr;
};

}  // namespace polyplan
