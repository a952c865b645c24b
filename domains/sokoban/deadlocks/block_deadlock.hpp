#pragma once
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// 2x2 blocks: four cells of a square, each a wall or a box, with a box off its goal among them.
// None of the four boxes can be pushed (each has a wall or a box of the square beside it along
// both axes), so the box off its goal never reaches one. The freeze test finds these too; this
// one only looks at the squares around each box, so it is the cheap first check.
class BlockDeadlock {
 public:
  explicit BlockDeadlock(const SokobanBoard& board) : board_(board) {}

  bool deadlocked(const std::vector<int>& boxes, const BoxMap& has_box) const;

 private:
  bool solid(int cell, const BoxMap& has_box) const { return cell == SokobanBoard::kNone || has_box[cell]; }

  const SokobanBoard& board_;
};

}  // namespace polyplan
