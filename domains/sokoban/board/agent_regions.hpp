#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// Where the agent can walk when one box stands on a cell and no other box is on the floor: for
// every box cell b, the connected components of the floor without b. Two cells with the same
// label around b are joined by a walk that avoids b. A real state has more boxes, so its agent
// reaches a subset of its component; the component is what the single-box push distances need.
class AgentRegions {
 public:
  // Floor x floor labels: levels are limited to kMaxFloor cells (32 MiB of labels); larger ones
  // are declined with an InputError naming `user`.
  static constexpr int kMaxFloor = 4096;
  AgentRegions(const SokobanBoard& board, const std::string& user);

  // The component of `cell` around a box on `box` (the box's own cell has no component).
  int label(int box, int cell) const { return labels_[index(box, cell)]; }
  bool connected(int box, int a, int b) const { return labels_[index(box, a)] == labels_[index(box, b)]; }

 private:
  std::size_t index(int box, int cell) const {
    return static_cast<std::size_t>(box) * static_cast<std::size_t>(floor_) + static_cast<std::size_t>(cell);
  }

  int floor_ = 0;
  std::vector<std::uint16_t> labels_;  // floor x floor; the box's own cell is kNoLabel
};

}  // namespace polyplan
