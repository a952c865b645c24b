#include "exit_distance_key.hpp"

#include <algorithm>
#include <vector>

#include "car_axis.hpp"
#include "target_car.hpp"

namespace rush_hour {
namespace {

using namespace polyplan::plugin;

// The steps from every placement of the target to its goal along its axis, computed once: a car
// drives along one line, so a placement is a fixed number of steps away, or never gets there.
class ExitDistance final : public TieKey {
 public:
  ExitDistance(const Puzzle& puzzle, int target) : target_(target), steps_(puzzle.placement_count(target), kNever) {
    auto goals = puzzle.goal_placements(target);
    CarAxis axis = car_axis(puzzle, target);
    for (int placement = 0; placement < puzzle.placement_count(target); ++placement)
      for (int direction : axis.directions) {
        int steps = 0;
        for (int at = placement; at != Puzzle::kNone;
             at = puzzle.shifted(target, static_cast<unsigned>(at), direction), ++steps)
          if (std::find(goals.begin(), goals.end(), at) != goals.end()) {
            steps_[static_cast<std::size_t>(placement)] = std::min(steps_[static_cast<std::size_t>(placement)], steps);
            break;
          }
      }
  }

  int key(const TieNode& node) override { return steps_[node.state[static_cast<std::size_t>(target_)]]; }

 private:
  static constexpr int kNever = 1000;  // past every real distance on a board, so such nodes come last
  int target_;
  std::vector<int> steps_;
};

class ExitDistanceFactory final : public TieKeyFactory {
 public:
  std::string name() const override { return "exit-distance"; }
  std::string description() const override {
    return "Rush Hour: the cells the target car still has to drive to its goal, fewer first";
  }
  std::string family() const override { return "rush-hour-plugin"; }
  std::unique_ptr<TieKey> create(const Puzzle& puzzle) const override {
    return std::make_unique<ExitDistance>(puzzle, target_car(puzzle));
  }
};

}  // namespace

std::shared_ptr<const TieKeyFactory> exit_distance_key() { return std::make_shared<ExitDistanceFactory>(); }

}  // namespace rush_hour
