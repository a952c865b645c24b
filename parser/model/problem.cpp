#include "parser/model/problem.hpp"

namespace polyplan {

int Problem::find_piece(const std::string& piece_name) const {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].name == piece_name && !pieces[i].unit) return static_cast<int>(i);
  return -1;
}

const Region* Problem::region(const std::string& region_name) const {
  for (const Region& drawn : regions)
    if (drawn.name == region_name) return &drawn;
  return nullptr;
}

bool count_holds(int count, CountRelation relation, int bound) {
  switch (relation) {
    case CountRelation::AtMost:
      return count <= bound;
    case CountRelation::Exactly:
      return count == bound;
    case CountRelation::AtLeast:
      return count >= bound;
  }
  return false;
}

const char* to_string(CountRelation relation) {
  switch (relation) {
    case CountRelation::AtMost:
      return "<=";
    case CountRelation::Exactly:
      return "=";
    case CountRelation::AtLeast:
      return ">=";
  }
  return "<=";
}

bool Goal::placements_only() const {
  switch (kind) {
    case Kind::At:
    case Kind::AllOnGoal:
      return true;
    case Kind::And:
      for (const Goal& part : parts)
        if (!part.placements_only()) return false;
      return true;
    case Kind::Or:
    case Kind::Not:
    case Kind::On:
    case Kind::Inside:
    case Kind::Count:
    case Kind::Shape:
      return false;
  }
  return false;
}

int Problem::vacant_cells() const {
  int covered = 0;
  for (const Piece& piece : pieces) covered += static_cast<int>(piece.cells.size());
  return frame.count(CellType::Floor) - covered;
}

}  // namespace polyplan
