#include "blockers_heuristic.hpp"

#include <algorithm>
#include <vector>

#include "car_axis.hpp"
#include "target_car.hpp"

namespace rush_hour {
namespace {

using namespace polyplan::plugin;

// The cells the target sweeps on its way to the goal, for each placement the target can take.
// The target only ever drives along its axis, so from a placement there is one way to the goal,
// or none (then no state with the target there can reach the goal).
struct TargetPaths {
  std::vector<bool> at_goal;
  std::vector<bool> reachable;
  std::vector<std::vector<int>> cells;  // cells entered on the way, the goal's cells included
};

TargetPaths target_paths(const Puzzle& puzzle, int target) {
  const int count = puzzle.placement_count(target);
  auto goals = puzzle.goal_placements(target);
  auto is_goal = [&](int placement) { return std::find(goals.begin(), goals.end(), placement) != goals.end(); };
  CarAxis axis = car_axis(puzzle, target);
  TargetPaths paths{std::vector<bool>(count, false), std::vector<bool>(count, false),
                    std::vector<std::vector<int>>(count)};
  for (int placement = 0; placement < count; ++placement) {
    if (is_goal(placement)) {
      paths.at_goal[placement] = paths.reachable[placement] = true;
      continue;
    }
    for (int direction : axis.directions) {
      std::vector<int> entered;
      for (int next = puzzle.shifted(target, placement, direction); next != Puzzle::kNone;
           next = puzzle.shifted(target, static_cast<unsigned>(next), direction)) {
        entered.push_back(leading_cell(puzzle, target, static_cast<unsigned>(next), direction));
        if (is_goal(next)) {
          paths.reachable[placement] = true;
          paths.cells[placement] = entered;
          break;
        }
      }
    }
  }
  return paths;
}

class Blockers final : public Heuristic {
 public:
  Blockers(const Puzzle& puzzle, int target)
      : puzzle_(puzzle), target_(target), paths_(target_paths(puzzle, target)), mark_(puzzle.floor_count(), 0) {}

  int evaluate(State state) override {
    const auto placement = state[static_cast<std::size_t>(target_)];
    if (paths_.at_goal[placement]) return 0;
    if (!paths_.reachable[placement]) return kDeadEnd;
    // Stamps instead of clearing: one pass over the path marks it for this call only.
    ++stamp_;
    for (int cell : paths_.cells[placement]) mark_[static_cast<std::size_t>(cell)] = stamp_;
    int blockers = 0;
    for (int piece = 0; piece < puzzle_.piece_count(); ++piece) {
      if (piece == target_) continue;
      for (int cell : puzzle_.cells(piece, state[static_cast<std::size_t>(piece)]))
        if (mark_[static_cast<std::size_t>(cell)] == stamp_) {
          ++blockers;
          break;
        }
    }
    return 1 + blockers;
  }

 private:
  const Puzzle& puzzle_;
  int target_;
  TargetPaths paths_;
  std::vector<unsigned> mark_;
  unsigned stamp_ = 0;
};

class BlockersFactory final : public HeuristicFactory {
 public:
  std::string name() const override { return "blockers"; }
  std::string description() const override {
    return "Rush Hour: 1 for the target plus the cars standing on the target's way to the goal";
  }
  HeuristicProperties properties() const override {
    return HeuristicProperties{true, true, {"rush-hour-plugin", "rush-hour"}};
  }
  std::vector<HeuristicOption> options() const override { return {}; }
  std::unique_ptr<Heuristic> create(const Puzzle& puzzle, const HeuristicOptions&) const override {
    return std::make_unique<Blockers>(puzzle, target_car(puzzle));
  }
};

}  // namespace

std::shared_ptr<const HeuristicFactory> blockers_heuristic() { return std::make_shared<BlockersFactory>(); }

}  // namespace rush_hour
