#pragma once
#include <vector>

#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// The order in which to fill `room` (goal cells), found backwards: from the room full, the box
// that the fewest pulls take out of the room comes out first, and so on until it is empty; the
// reverse of that is an order in which boxes can be pushed in, each one along the path its pulls
// took, with the boxes before it in place. The agent starts in the largest free region (where
// a solution's last push leaves it, in any level shaped as rooms and corridors), and walks only
// through free cells. Boxes outside the room are left out: the order is the room's own.
// Empty when some box cannot be pulled out: the room then has no order.
std::vector<int> packing_order(const SokobanBoard& board, const std::vector<int>& room);

// The room's goals in layers, the layer to fill first first: with the room full, every box that
// pulls can take out with all the others standing comes out in one layer, and so on until the
// room is empty. Each box of a layer can be pushed in along its pulls' path whichever of its
// layer's other goals hold boxes (fewer boxes only leave it more room), so the goals of a layer
// need no order among themselves: where a room has several entrances, its sides fill side by side
// instead of in the one order packing_order picks. Empty when some box cannot be pulled out.
std::vector<std::vector<int>> packing_layers(const SokobanBoard& board, const std::vector<int>& room);

}  // namespace polyplan
