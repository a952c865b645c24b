#pragma once
#include <vector>

#include "parser/model/grid.hpp"

namespace polyplan {

// Plain polyomino geometry on cell lists: what the checker needs to compare a goal with a piece.
// Orientation tables and shape classes for search are built from this in translator/.
using CellSet = std::vector<Coord>;

// Translates so that the minimum row and column are 0, and sorts row-major.
CellSet normalized(CellSet cells);

// The distinct normalised images of `cells` under the allowed symmetries: translation only, the
// four rotations, or all eight of D4 when reflection is allowed too.
std::vector<CellSet> orientations(const CellSet& cells, bool rotate, bool reflect);

// True when `a` can be moved onto `b` by a translation and an allowed orientation change.
bool congruent(const CellSet& a, const CellSet& b, bool rotate, bool reflect);

}  // namespace polyplan
