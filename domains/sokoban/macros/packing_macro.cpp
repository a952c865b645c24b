#include "domains/sokoban/macros/packing_macro.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "domains/sokoban/board/single_box_pushes.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "domains/sokoban/macros/push_macro.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"

namespace polyplan {
namespace {

class PackingMoves {
 public:
  PackingMoves(const Task& task, bool by_layers)
      : board_(task, by_layers ? "macros=pack-layers" : "macros=pack"),
        by_layers_(by_layers),
        has_box_(board_),
        rooms_(find_goal_rooms(board_)),
        pushes_(board_),
        placements_(task, board_) {
    for (const GoalRoom& room : rooms_)
      for (int goal : room.cells) bound_.emplace(goal, pushes_bound(goal));
  }

  void extend(StateView state, std::vector<Move>& moves) {
    if (rooms_.empty()) return;
    board_.box_cells(state, boxes_);
    has_box_.fill(boxes_);
    const int agent = board_.agent_cell(state);
    for (const GoalRoom& room : rooms_) {
      if (by_layers_) {
        open_layer_goals(room, has_box_, goals_);
      } else {
        goals_.clear();
        if (int goal = first_open_goal(room, has_box_); goal >= 0) goals_.push_back(goal);
      }
      if (goals_.empty()) continue;
      // The pairs of box and goal by their bound, nearest first: the search stops at a bound no
      // better than the best path found, which usually spares all but a box or two their
      // breadth-first search.
      candidates_.clear();
      for (int goal : goals_) {
        const std::vector<int>& bound = bound_.at(goal);
        for (int b = 0; b < board_.box_count(); ++b) {
          const int cell = boxes_[static_cast<std::size_t>(b)];
          if (!board_.is_goal(cell) && bound[index(cell)] >= 0) candidates_.push_back({bound[index(cell)], b, goal});
        }
      }
      std::sort(candidates_.begin(), candidates_.end());
      int best_box = -1;
      SingleBoxPushes::Path best;
      for (const Candidate& candidate : candidates_) {
        if (best_box >= 0 && candidate.least >= best.pushes) break;
        const int cell = boxes_[static_cast<std::size_t>(candidate.box)];
        auto path = pushes_.shortest(has_box_, cell, cell, agent, candidate.goal);
        if (path && (best_box < 0 || path->pushes < best.pushes)) best_box = candidate.box, best = *path;
      }
      if (best_box < 0) continue;
      const int from = boxes_[static_cast<std::size_t>(best_box)];
      moves.push_back(single_box_move(board_.boxes()[static_cast<std::size_t>(best_box)], from, best, has_box_, pushes_,
                                      placements_));
    }
    has_box_.clear(boxes_);
  }

 private:
  std::size_t cells() const { return static_cast<std::size_t>(board_.floor_count()); }
  static std::size_t index(int cell) { return static_cast<std::size_t>(cell); }

  // A lower bound on the pushes that take a box from each cell to `goal` (-1: none do): the
  // walls alone, the agent anywhere, by pulls from the goal.
  std::vector<int> pushes_bound(int goal) const {
    std::vector<int> bound(cells(), -1);
    std::vector<int> queue{goal};
    bound[index(goal)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int box = queue[head];
      for (int d = 0; d < 4; ++d) {
        // Pulled one cell towards d, the agent backing on beyond it.
        int to = board_.neighbour(box, d);
        if (to == SokobanBoard::kNone || board_.neighbour(to, d) == SokobanBoard::kNone || bound[index(to)] >= 0)
          continue;
        bound[index(to)] = bound[index(box)] + 1;
        queue.push_back(to);
      }
    }
    return bound;
  }

  struct Candidate {
    int least, box, goal;
    bool operator<(const Candidate& other) const {
      return std::tie(least, box, goal) < std::tie(other.least, other.box, other.goal);
    }
  };

  SokobanBoard board_;
  bool by_layers_;
  BoxMap has_box_;
  std::vector<GoalRoom> rooms_;
  SingleBoxPushes pushes_;
  std::map<int, std::vector<int>> bound_;  // per goal of a room
  std::vector<Candidate> candidates_;
  std::vector<int> boxes_, goals_;
  PushPlacements placements_;
};

}  // namespace

MoveMacroPlugin packing_macro() {
  return push_macro_plugin<PackingMoves>(
      "pack",
      "one more move per goal room: the box the fewest pushes take to the next goal of the room's packing order "
      "taken there (FESS's packing advisor; any plan)",
      false, "it moves a box to its goal in one move", false);
}

MoveMacroPlugin layer_packing_macro() {
  return push_macro_plugin<PackingMoves>(
      "pack-layers",
      "as pack, to any open goal of the room's first packing layer that is not full (features=sokoban-layers): the "
      "box and goal the fewest pushes join; any plan",
      false, "it moves a box to its goal in one move", true);
}

}  // namespace polyplan
