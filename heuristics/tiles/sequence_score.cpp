#include <fmt/format.h>

#include <array>

#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// The perimeter of a 3 x 3 board, clockwise from the top left corner.
constexpr std::array<Coord, 8> kPerimeter{{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}, {1, 0}}};
constexpr Coord kCentre{1, 1};

int perimeter_index(Coord c) {
  for (std::size_t i = 0; i < kPerimeter.size(); ++i)
    if (kPerimeter[i] == c) return static_cast<int>(i);
  return -1;
}

// Nilsson's sequence score as the Russian seed defines it: h = P + 3 S, P the sum of Manhattan
// distances, S per tile 1 in the centre, 0 on the perimeter when the next square clockwise holds
// the tile that follows it in the goal, 2 otherwise. It overestimates (S1 of the seed has h = 22
// where 4 moves remain after the first), so it is declared neither admissible nor consistent.
class SequenceScore final : public Heuristic {
 public:
  explicit SequenceScore(const Task& task) : goals_(task, "sequence-score") {
    const Grid& frame = task.problem().frame;
    auto refuse = [](const std::string& why) {
      throw NotApplicable(Diagnostic::about(
          "heuristic", "sequence-score is defined for 3 x 3 boards whose goal has the blank in the centre; " + why));
    };
    if (frame.rows != 3 || frame.cols != 3 || frame.count(CellType::Floor) != 9)
      refuse(fmt::format("this board is {} x {}", frame.rows, frame.cols));
    std::array<int, 8> goal_at{-1, -1, -1, -1, -1, -1, -1, -1};
    for (int tile = 0; tile < goals_.tiles(); ++tile) {
      const auto& goal = goals_.goal(tile);
      if (!goal) refuse(fmt::format("the goal does not place tile '{}'", task.pieces()[std::size_t(tile)].name));
      if (*goal == kCentre)
        refuse(fmt::format("the goal puts tile '{}' in the centre", task.pieces()[std::size_t(tile)].name));
      goal_at[std::size_t(perimeter_index(*goal))] = tile;
    }
    successor_.assign(std::size_t(goals_.tiles()), -1);
    for (std::size_t i = 0; i < goal_at.size(); ++i)
      if (goal_at[i] >= 0) successor_[std::size_t(goal_at[i])] = goal_at[(i + 1) % goal_at.size()];
  }

  int evaluate(StateView state) override {
    std::array<int, 9> occupant;
    occupant.fill(-1);
    int distances = 0;
    for (int tile = 0; tile < goals_.tiles(); ++tile) {
      Coord at = goals_.at(tile, state[std::size_t(tile)]);
      occupant[std::size_t(at.row * 3 + at.col)] = tile;
      distances += goals_.distance(tile, state[std::size_t(tile)]);
    }
    int sequence = 0;
    for (int tile = 0; tile < goals_.tiles(); ++tile) {
      Coord at = goals_.at(tile, state[std::size_t(tile)]);
      if (at == kCentre) {
        sequence += 1;
        continue;
      }
      Coord next = kPerimeter[std::size_t(perimeter_index(at) + 1) % kPerimeter.size()];
      sequence += occupant[std::size_t(next.row * 3 + next.col)] == successor_[std::size_t(tile)] ? 0 : 2;
    }
    return distances + 3 * sequence;
  }

 private:
  TileGoals goals_;
  std::vector<int> successor_;  // per tile: the tile that follows it clockwise in the goal
};

}  // namespace

HeuristicPlugin sequence_score_heuristic_plugin() {
  return HeuristicPlugin{"sequence-score",
                         "sliding tiles (3 x 3, blank goal in the centre): Nilsson's P + 3 S; overestimates",
                         {false, false, {"sliding-tiles"}},
                         {},
                         [](const Environment& environment, const PluginOptions&) {
                           return std::make_unique<SequenceScore>(environment.task());
                         }};
}

}  // namespace polyplan
