#pragma once
#include <string>
#include <vector>

#include "parser/model/domain.hpp"
#include "parser/model/grid.hpp"

namespace polyplan {

struct Piece {
  std::string name;  // the glyph or token that draws it
  std::string kind;
  bool unit = false;         // interchangeable with every other unit of its kind
  std::vector<Coord> cells;  // sorted row-major
  friend bool operator==(const Piece&, const Piece&) = default;
};

// Goals after checking: board goals are already turned into one `at` per piece shown.
struct Goal {
  enum class Kind { At, AllOnGoal, And };
  Kind kind = Kind::And;
  int piece = -1;            // At: index into Problem::pieces
  std::vector<Coord> cells;  // At: sorted row-major
  std::string piece_kind;    // AllOnGoal
  std::vector<Goal> parts;   // And
  friend bool operator==(const Goal&, const Goal&) = default;
};

// A checked problem: what every importer and the .pzl checker produce, and what the translator
// grounds. Equality is structural so that a round trip through `convert` can be tested whole.
struct Problem {
  std::string name;
  Domain domain;
  Grid frame;
  std::vector<Piece> pieces;  // in order of first appearance, row-major
  std::vector<int> target;    // indices of the pieces the goal is about
  Goal goal;
  std::string origin;  // where it came from (path and selector), for messages; not compared
  friend bool operator==(const Problem& a, const Problem& b) {
    return a.name == b.name && a.domain == b.domain && a.frame == b.frame && a.pieces == b.pieces &&
           a.target == b.target && a.goal == b.goal;
  }

  int find_piece(const std::string& name) const;  // -1 when absent
  int vacant_cells() const;                       // floor cells no piece covers (k)
};

}  // namespace polyplan
