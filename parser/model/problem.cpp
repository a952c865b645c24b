#include "parser/model/problem.hpp"

namespace polyplan {

int Problem::find_piece(const std::string& piece_name) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].name == piece_name && !pieces[i].unit) return static_cast<int>(i);
  return -1;
}

int Problem::vacant_cells() const {
  int covered = 0;
  for (const Piece& piece : pieces) covered += static_cast<int>(piece.cells.size());
  return frame.count(CellType::Floor) - covered;
}

}  // namespace polyplan
