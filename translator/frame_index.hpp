#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "parser/model/grid.hpp"

namespace polyplan {

// Directions in the order LURD notation spells them: Left, Up, Right, Down.
enum Direction : int { kLeft = 0, kUp = 1, kRight = 2, kDown = 3 };
constexpr std::array<Coord, 4> kSteps{Coord{0, -1}, Coord{-1, 0}, Coord{0, 1}, Coord{1, 0}};
constexpr std::array<char, 4> kStepLetters{'l', 'u', 'r', 'd'};
inline int opposite(int direction) { return direction ^ 2; }

// Floor cells numbered 0..F-1 in row-major order. Search only ever touches floor, so bitsets and
// tables are indexed by floor number; walls and void never cost a bit.
class FrameIndex {
 public:
  static constexpr int kNone = -1;

  explicit FrameIndex(const Grid& frame);

  int floor_count() const { return static_cast<int>(coords_.size()); }
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  // The floor number of a grid cell, or kNone for walls, void and cells outside the frame.
  int floor_at(Coord c) const;
  Coord coord(int floor) const { return coords_[static_cast<std::size_t>(floor)]; }
  // The floor cell one step away, or kNone.
  int neighbour(int floor, int direction) const { return neighbours_[static_cast<std::size_t>(floor)][direction]; }
  bool goal(int floor) const { return goals_[static_cast<std::size_t>(floor)]; }

 private:
  int rows_ = 0;
  int cols_ = 0;
  std::vector<int> floor_of_cell_;  // row-major grid index -> floor number or kNone
  std::vector<Coord> coords_;
  std::vector<std::array<int, 4>> neighbours_;
  std::vector<bool> goals_;
};

}  // namespace polyplan
