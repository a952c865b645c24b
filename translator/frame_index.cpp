#include "translator/frame_index.hpp"

#include "parser/model/grid_coords.hpp"

namespace polyplan {

FrameIndex::FrameIndex(const Grid& frame)
    : rows_(frame.rows), cols_(frame.cols), floor_of_cell_(frame.cells.size(), kNone) {
  for (Coord at : grid_coords(frame.rows, frame.cols)) {
    const Cell& cell = frame.at(at);
    if (cell.type != CellType::Floor) continue;
    floor_of_cell_[std::size_t(at.row) * cols_ + at.col] = static_cast<int>(coords_.size());
    coords_.push_back(at);
    goals_.push_back(cell.goal);
  }
  neighbours_.resize(coords_.size());
  for (std::size_t f = 0; f < coords_.size(); ++f)
    for (int d = 0; d < 4; ++d)
      neighbours_[f][d] = floor_at(Coord{coords_[f].row + kSteps[d].row, coords_[f].col + kSteps[d].col});
}

int FrameIndex::floor_at(Coord c) const {
  if (c.row < 0 || c.col < 0 || c.row >= rows_ || c.col >= cols_) return kNone;
  return floor_of_cell_[std::size_t(c.row) * cols_ + c.col];
}

}  // namespace polyplan
