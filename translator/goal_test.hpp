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

  bool satisfied(std::span<const std::uint32_t> state) const;
  // Pieces placed by at-goals, with their accepted placements (for heuristics).
  struct PiecePlacement {
    int piece;
    std::vector<int> placements;
  };
  const std::vector<PiecePlacement>& placed() const { return placed_; }
  const std::vector<int>& on_goal_pieces() const { return on_goal_pieces_; }

 private:
  void compile(const Task& task, const Goal& goal);
  std::vector<PiecePlacement> placed_;
  std::vector<int> on_goal_pieces_;
  std::vector<std::vector<bool>> accepted_;  // per entry of placed_: placement -> accepted
  const Task* task_ = nullptr;
};

}  // namespace polyplan
