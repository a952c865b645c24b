#pragma once
#include <algorithm>
#include <vector>

#include "domains/cell_rings.hpp"
#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"

namespace polyplan {

// The lowest cell of the agent's region after the box on `box` is pulled onto `onto`, read off the
// region before the pull (`region`, whose lowest cell is `lowest`; `has_box` as before the pull)
// instead of flooding again, or -1 when the local picture cannot tell and a flood must. A pull
// search makes a child this way for most pulls: the freed cell joins the region when a free cell
// beside it is in the region (a free cell beside it outside the region would join another region
// to this one), and `onto` leaves the region, which keeps its lowest cell unless that was `onto`
// and stays whole unless `onto` was a bridge.
inline int lowest_after_pull(const SokobanBoard& board, const CellRings& rings,
                             const std::vector<unsigned char>& has_box, const CellMarks& region, int box, int onto,
                             int lowest) {
  bool joins = false;
  for (int d = 0; d < 4; ++d) {
    const int beside = board.neighbour(box, d);
    if (beside == SokobanBoard::kNone || beside == onto || has_box[static_cast<std::size_t>(beside)]) continue;
    if (!region.marked(beside)) return -1;
    joins = true;
  }
  const bool splits =
      rings.may_split(onto, [&](int around) { return around == box || !has_box[static_cast<std::size_t>(around)]; });
  if (onto == lowest || splits) return -1;
  return joins ? std::min(lowest, box) : lowest;
}

}  // namespace polyplan
