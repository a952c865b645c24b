#pragma once
#include <string>
#include <vector>

#include "domains/sokoban/deadlocks/dead_squares.hpp"

namespace polyplan {

// The instance decomposition of Pereira et al. (2015, 2016): a small set C of cut squares such
// that a box on a maze-zone square must pass over a square of C before it can reach any goal.
//
// The goal zone is what reverse pulls from the goals reach when a box may never stand on a cut
// square (the agent may: only the box is barred); the maze zone is every other live square, the
// cut squares among them. If a box on a maze square m could reach a goal without touching C, the
// reverse of that push sequence would be a chain of pulls from the goal to m avoiding C, and m
// would be in the goal zone. The agent's reachability is ignored, as for dead squares, so the goal
// zone can only be too large, the maze zone too small: the property holds for what is computed.
// The same argument shows that no push takes a box from the maze zone into the goal zone.
class MazeDecomposition {
 public:
  // The decomposition for these cut squares (live, not goals).
  MazeDecomposition(const SokobanBoard& board, const DeadSquares& dead, std::vector<int> cuts);
  // The paper's choice: of every set of `cut_count` live non-goal squares, the one whose maze zone
  // is largest (ties: the set first in floor order). With no set that makes a maze zone beyond the
  // cut squares themselves, the decomposition has no cuts and an empty maze zone.
  static MazeDecomposition largest(const SokobanBoard& board, const DeadSquares& dead, int cut_count);

  const std::vector<int>& cuts() const { return cuts_; }
  // The cut's index in cuts(), or -1 for another square.
  int cut_index(int cell) const { return cut_index_[static_cast<std::size_t>(cell)]; }
  bool in_maze(int cell) const { return zone_[static_cast<std::size_t>(cell)] == Zone::Maze; }
  bool in_goal_zone(int cell) const { return zone_[static_cast<std::size_t>(cell)] == Zone::Goal; }
  // Maze squares, the cut squares included.
  int maze_size() const { return maze_size_; }
  bool empty() const { return cuts_.empty(); }

 private:
  enum class Zone : unsigned char { Dead, Goal, Maze };
  std::vector<int> cuts_;
  std::vector<int> cut_index_;
  std::vector<Zone> zone_;
  int maze_size_ = 0;
};

// The board with the decomposition drawn on it, one character per cell: `#` wall, `C` cut square,
// `m` maze zone, `g` goal zone, `.` goal, `x` dead square; for `polyplan explain`.
std::string draw_decomposition(const SokobanBoard& board, const DeadSquares& dead, const MazeDecomposition& zones);

// For a Sokoban level, its decompositions with 1 and 2 cut squares, drawn, with their sizes; for
// another task, nothing.
std::string describe_decompositions(const Task& task);

}  // namespace polyplan
