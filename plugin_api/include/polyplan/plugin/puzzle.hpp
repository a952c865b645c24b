#pragma once
#include <cstdint>
#include <span>
#include <string_view>

namespace polyplan::plugin {

// Directions in LURD order, as polyplan numbers them.
enum Direction : int { kLeft = 0, kUp = 1, kRight = 2, kDown = 3 };

struct Cell {
  int row = 0;
  int col = 0;
};

// A state: one placement number per piece, in piece order.
using State = std::span<const std::uint32_t>;

// What a plugin sees of one grounded puzzle: the floor, the pieces, every placement each piece
// can take, and the goal. polyplan implements it over its own ground model, so a plugin never
// depends on that model's layout. Floor cells are numbered 0..floor_count()-1 in row-major order;
// placements are numbered per piece. Spans stay valid as long as the puzzle does.
class Puzzle {
 public:
  static constexpr int kNone = -1;
  virtual ~Puzzle() = default;

  virtual std::string_view domain() const = 0;
  virtual int rows() const = 0;
  virtual int cols() const = 0;
  virtual int floor_count() const = 0;
  // The floor number of a grid cell, or kNone for walls, void and cells outside the frame.
  virtual int floor_at(Cell cell) const = 0;
  virtual Cell cell(int floor) const = 0;
  // The floor cell one step away in `direction`, or kNone.
  virtual int neighbour(int floor, int direction) const = 0;

  virtual int piece_count() const = 0;
  virtual std::string_view piece_name(int piece) const = 0;
  virtual std::string_view piece_kind(int piece) const = 0;
  // Whether the problem's (:target ...) names the piece.
  virtual bool is_target(int piece) const = 0;

  virtual int placement_count(int piece) const = 0;
  // The floor cells a placement covers, ascending.
  virtual std::span<const int> cells(int piece, std::uint32_t placement) const = 0;
  // The placement moved one step in `direction`, or kNone when that leaves the floor.
  virtual int shifted(int piece, std::uint32_t placement, int direction) const = 0;
  // The placements an at-goal accepts for the piece; empty when the goal says nothing about it.
  virtual std::span<const int> goal_placements(int piece) const = 0;

  virtual std::uint32_t initial_placement(int piece) const = 0;
};

}  // namespace polyplan::plugin
