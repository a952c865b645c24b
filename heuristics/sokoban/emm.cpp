#include "heuristics/sokoban/hungarian.hpp"
#include "heuristics/sokoban/linear_conflicts.hpp"
#include "heuristics/sokoban/sokoban_heuristic.hpp"
#include "heuristics/sokoban/sokoban_heuristics.hpp"

namespace polyplan {
namespace {

// The enhanced minimum matching: every box ends on its own goal, so the cheapest assignment of
// boxes to distinct goals by push distance is a lower bound (the paper's M*), plus two per linear
// conflict (LinearConflicts says when that stays admissible). No assignment with finite
// distances means no box arrangement on the goals is reachable: a dead end.
class Emm final : public SokobanHeuristic {
 public:
  Emm(const Task& task, const std::string& name, const PluginOptions& options)
      : SokobanHeuristic(task, name, options),
        conflicts_(task.frame().floor_count()),
        with_conflicts_(!options.count("conflicts") || std::get<bool>(options.at("conflicts"))) {}

 private:
  // Larger than any sum of finite distances (each below 2^16, fewer than 2^16 boxes).
  static constexpr Hungarian::Cost kNoPath = Hungarian::Cost(1) << 32;

  int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent) override {
    const PushDistances& distances = tables.distances;
    int goals = distances.goal_count();
    int rows = static_cast<int>(boxes.size());
    // Frozen boxes and the goals under them leave in pairs, so rows <= goals as the matching needs.
    if (rows > goals) return kDeadEnd;
    matching_.reset(rows, goals);
    sides_.resize(boxes.size());
    for (int row = 0; row < rows; ++row) {
      int box = boxes[static_cast<std::size_t>(row)];
      unsigned sides = sides_[static_cast<std::size_t>(row)] = distances.reachable_sides(box, agent);
      bool reachable = false;
      for (int goal = 0; goal < goals; ++goal) {
        int distance = distances.distance(goal, box, sides);
        reachable = reachable || distance != PushDistances::kInfinite;
        matching_.cost(row, goal) = distance == PushDistances::kInfinite ? kNoPath : distance;
      }
      if (!reachable) return kDeadEnd;  // no need to match: this box reaches no goal at all
    }
    Hungarian::Cost total = matching_.solve();
    if (total >= kNoPath) return kDeadEnd;
    int conflicts =
        with_conflicts_ ? conflicts_.count(tables.board, distances, boxes, sides_, has_box_, matching_) : 0;
    return static_cast<int>(total) + 2 * conflicts;
  }

  LinearConflicts conflicts_;
  bool with_conflicts_;
  Hungarian matching_;
  std::vector<unsigned> sides_;
};

}  // namespace

HeuristicPlugin emm_heuristic_plugin() {
  return sokoban_plugin<Emm>(
      "emm",
      "Sokoban: minimum-cost matching of boxes to goals by push distance (Hungarian algorithm) plus 2 per linear "
      "conflict",
      false, {PluginOption::flag("conflicts", true, "add 2 per linear conflict between adjacent boxes (the paper's L)")});
}

}  // namespace polyplan
