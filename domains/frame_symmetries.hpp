#pragma once
#include <string>
#include <vector>

#include "translator/frame_index.hpp"

namespace polyplan {

// A map of the grid onto itself (a rotation or a reflection) that takes the floor onto itself,
// as a permutation of the floor cells. It maps neighbours to neighbours, so it maps the moves of
// any tile puzzle on the frame to moves: a puzzle whose goal cells are the image of another's
// under it is that puzzle turned, and has the same costs at the turned states.
struct FrameSymmetry {
  std::string name;       // "identity", "rotation by 90 degrees", "reflection in the main diagonal", ...
  std::vector<int> cell;  // per floor cell: its image
};

// The frame's symmetries, the identity first: up to eight on a square, up to four on other
// rectangles, fewer when walls break them.
std::vector<FrameSymmetry> frame_symmetries(const FrameIndex& frame);

}  // namespace polyplan
